import { Route, Routes } from 'react-router-dom';
import type { RemoteRouteProps } from '@cp/shared/mf';
import { PageNotFound } from '@cp/shared/ui';
import { LoginPage } from '../features/account';
import { CENTRE_SECTIONS, MemberCentre } from '../features/centre';
import { FeedbackPage } from '../features/feedback';
import { REMOTE_NAME } from '../remote';

/** Desktop route trees for /login, /member (with integral and jingTsai) and /feedback. */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return (
    <Routes>
      {prefix === '/login' && <Route index element={<LoginPage />} />}
      {prefix === '/feedback' && <Route index element={<FeedbackPage />} />}
      {prefix === '/member' &&
        CENTRE_SECTIONS.map((section) =>
          section.path ? (
            <Route key={section.key} path={section.path} element={<MemberCentre prefix={prefix} section={section} />} />
          ) : (
            <Route key={section.key} index element={<MemberCentre prefix={prefix} section={section} />} />
          ),
        )}
      <Route path="*" element={<PageNotFound remote={REMOTE_NAME} />} />
    </Routes>
  );
}

export { prepareFirstView } from './firstView';
