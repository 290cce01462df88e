import { Navigate, Route, Routes } from 'react-router-dom';
import type { ChosenRemote } from '@cp/shared/mf';
import { DesktopLayout } from '../layout/desktop/DesktopLayout';
import { MobileLayout } from '../layout/mobile/MobileLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { remoteRoutes } from './remoteRoutes';

/** Shell pages and remote mount points, desktop and mobile. */
export function AppRoutes({ remotes }: { remotes: readonly ChosenRemote[] }) {
  return (
    <Routes>
      <Route path="/m" element={<MobileLayout />}>
        {remoteRoutes(remotes, 'mobile')}
        <Route path="/m/images" element={<Navigate to="/m/images/liuHe" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<DesktopLayout />}>
        {remoteRoutes(remotes, 'desktop')}
        <Route path="/images" element={<Navigate to="/images/liuHe" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
