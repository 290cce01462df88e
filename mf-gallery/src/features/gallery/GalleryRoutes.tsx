import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@cp/shared/ui';
import { REMOTE_NAME } from '../../remote';
import { GALLERY_TABS } from './galleryTabs';
import type { GalleryTab } from './galleryTabs';

/** liuHe and pk10 under the prefix; the bare prefix opens liuHe; anything else is a 404. */
export function GalleryRoutes({
  prefix,
  page: Page,
}: {
  prefix: string;
  page: ComponentType<{ tab: GalleryTab; prefix: string }>;
}) {
  return (
    <Routes>
      <Route index element={<Navigate to={`${prefix}/liuHe`} replace />} />
      {GALLERY_TABS.map((tab) => (
        <Route key={tab.key} path={tab.key} element={<Page key={tab.key} tab={tab} prefix={prefix} />} />
      ))}
      <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
    </Routes>
  );
}
