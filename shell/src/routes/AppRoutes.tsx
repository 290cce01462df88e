import { Navigate, Route, Routes } from 'react-router-dom';
import type { Redirect } from '@cp/shared/domain';
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
import { AppPage } from '../pages/app/AppPage';
import { NewsDetailPage } from '../pages/news/NewsDetailPage';
import { NewsListPage } from '../pages/news/NewsListPage';
import { usePlatform } from '../platform';
import { remoteRoutes } from './remoteRoutes';

/** The redirects the remotes' contracts declare (an exact path wins over a remote's prefix/*). */
const redirectRoutes = (redirects: readonly Redirect[]) =>
  redirects.map((r) => <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />);

/** Shell pages and remote mount points, desktop and mobile; the embed widget has no frame. */
export function AppRoutes({ remotes }: { remotes: readonly ChosenRemote[] }) {
  const { redirects } = usePlatform();
  return (
    <Routes>
      <Route path="/transfer/toolbox/:code?" element={<ToolboxPage />} />
      <Route path="/m" element={<MobileLayout />}>
        <Route index element={<MobileHomePage />} />
        <Route path="/m/lottery/group/:group?" element={<LotteryGroupPage />} />
        <Route path="/m/video/:code" element={<MobileVideoPage />} />
        <Route path="/m/news" element={<NewsListPage />} />
        <Route path="/m/news/:id" element={<NewsDetailPage />} />
        <Route path="/m/app" element={<AppPage />} />
        {remoteRoutes(remotes, 'mobile')}
        {redirectRoutes(redirects.mobile)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<DesktopLayout />}>
        <Route index element={<DesktopHomePage />} />
        <Route path="/transfer" element={<TransferPage />} />
        <Route path="/news" element={<NewsListPage />} />
        <Route path="/news/:id" element={<NewsDetailPage />} />
        {remoteRoutes(remotes, 'desktop')}
        {redirectRoutes(redirects.desktop)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
