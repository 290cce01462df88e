import { Navigate, Route, Routes } from 'react-router-dom';
import type { ChosenRemote } from '@cp/shared/mf';
import { DesktopLayout } from '../layout/desktop/DesktopLayout';
import { MobileLayout } from '../layout/mobile/MobileLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { DesktopHomePage } from '../pages/home/DesktopHomePage';
import { MobileHomePage } from '../pages/home/MobileHomePage';
import { LotteryGroupPage } from '../pages/group/LotteryGroupPage';
import { ToolboxPage } from '../pages/transfer/ToolboxPage';
import { TransferPage } from '../pages/transfer/TransferPage';
import { MobileVideoPage } from '../pages/video/MobileVideoPage';
import { remoteRoutes } from './remoteRoutes';

/** Shell pages and remote mount points, desktop and mobile; the embed widget has no frame. */
export function AppRoutes({ remotes }: { remotes: readonly ChosenRemote[] }) {
  return (
    <Routes>
      <Route path="/transfer/toolbox/:code?" element={<ToolboxPage />} />
      <Route path="/m" element={<MobileLayout />}>
        <Route index element={<MobileHomePage />} />
        <Route path="/m/lottery/group/:group?" element={<LotteryGroupPage />} />
        <Route path="/m/video/:code" element={<MobileVideoPage />} />
        {remoteRoutes(remotes, 'mobile')}
        <Route path="/m/images" element={<Navigate to="/m/images/liuHe" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<DesktopLayout />}>
        <Route index element={<DesktopHomePage />} />
        <Route path="/transfer" element={<TransferPage />} />
        {remoteRoutes(remotes, 'desktop')}
        <Route path="/images" element={<Navigate to="/images/liuHe" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
