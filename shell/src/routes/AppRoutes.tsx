import { Navigate, Route, Routes } from 'react-router-dom';
import type { Redirect } from '@cp/shared/domain';
import type { ChosenRemote } from '@cp/shared/mf';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePlatform } from '../platform';
import { remoteRoutes } from './remoteRoutes';
import { DESKTOP_PAGES, DesktopLayout, FRAMELESS_PAGES, MOBILE_PAGES, MobileLayout } from './shellPages';
import type { ShellPage } from './shellPages';

/** The redirects the remotes' contracts declare (an exact path wins over a remote's prefix/*). */
const redirectRoutes = (redirects: readonly Redirect[]) =>
  redirects.map((r) => <Route key={r.from} path={r.from} element={<Navigate to={r.to} replace />} />);

/** A frame's own pages; the first is its index. */
const pageRoutes = (pages: readonly ShellPage[]) =>
  pages.map(({ path, page: Page }, i) =>
    i === 0 ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
  );

/**
 * Shell pages and remote mount points, desktop and mobile; the embed widget has no frame. The
 * shell's frames and pages load with their routes (shellPages.ts). No Suspense boundary here: the
 * router's navigations are transitions, so one to a page whose chunk has not arrived keeps the
 * previous page until it has; and a boundary around server-rendered markup would be hydrated in
 * a later pass than the frame around it, after the frame's effects have ended the first view's
 * moment (its countdowns would then differ from the server's text).
 */
export function AppRoutes({ remotes }: { remotes: readonly ChosenRemote[] }) {
  const { redirects } = usePlatform();
  return (
    <Routes>
      {FRAMELESS_PAGES.map(({ path, page: Page }) => (
        <Route key={path} path={path} element={<Page />} />
      ))}
      <Route path="/m" element={<MobileLayout />}>
        {pageRoutes(MOBILE_PAGES)}
        {remoteRoutes(remotes, 'mobile')}
        {redirectRoutes(redirects.mobile)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<DesktopLayout />}>
        {pageRoutes(DESKTOP_PAGES)}
        {remoteRoutes(remotes, 'desktop')}
        {redirectRoutes(redirects.desktop)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
