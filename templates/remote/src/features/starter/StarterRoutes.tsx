import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';

/** The pages under the prefix (the shell mounts `${prefix}/*`): the index page; anything else is a 404. */
export function StarterRoutes({ prefix, page: Page }: { prefix: string; page: ComponentType<{ prefix: string }> }) {
  return (
    <Routes>
      <Route index element={<Page prefix={prefix} />} />
      <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
    </Routes>
  );
}
