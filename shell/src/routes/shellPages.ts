import { matchPath } from 'react-router-dom';
import { isMobilePath } from '@cp/shared/domain';
import { lazyPage } from './lazyPage';
import type { LazyPage } from './lazyPage';

/*
 * The shell's own pages and frames, each in a chunk of its own: a page loads the code of its frame
 * and itself, not the other device's frame nor the other pages (the embed tool, the news, the
 * app page…). Before the first render — hydrating the server's markup, or the server rendering
 * it — the page at hand is preloaded (preloadShellPage); another page's chunks when the visitor
 * points at or focuses a link to it (preloadOnIntent.ts, bootstrap.tsx).
 */

export const MobileLayout = lazyPage(() => import('../layout/mobile/MobileLayout').then((m) => m.MobileLayout));
export const DesktopLayout = lazyPage(() => import('../layout/desktop/DesktopLayout').then((m) => m.DesktopLayout));

const ToolboxPage = lazyPage(() => import('../pages/transfer/ToolboxPage').then((m) => m.ToolboxPage));
const NewsListPage = lazyPage(() => import('../pages/news/NewsListPage').then((m) => m.NewsListPage));
const NewsDetailPage = lazyPage(() => import('../pages/news/NewsDetailPage').then((m) => m.NewsDetailPage));

export interface ShellPage {
  /** The route's full path (react-router's pattern). */
  path: string;
  page: LazyPage;
}

/** The embeddable widget: no frame. */
export const FRAMELESS_PAGES: readonly ShellPage[] = [{ path: '/transfer/toolbox/:code?', page: ToolboxPage }];

/** Inside the mobile frame (its index first). */
export const MOBILE_PAGES: readonly ShellPage[] = [
  { path: '/m', page: lazyPage(() => import('../pages/home/MobileHomePage').then((m) => m.MobileHomePage)) },
  {
    path: '/m/lottery/group/:group?',
    page: lazyPage(() => import('../pages/group/LotteryGroupPage').then((m) => m.LotteryGroupPage)),
  },
  {
    path: '/m/video/:code',
    page: lazyPage(() => import('../pages/video/MobileVideoPage').then((m) => m.MobileVideoPage)),
  },
  { path: '/m/news', page: NewsListPage },
  { path: '/m/news/:id', page: NewsDetailPage },
  { path: '/m/app', page: lazyPage(() => import('../pages/app/AppPage').then((m) => m.AppPage)) },
];

/** Inside the desktop frame (its index first). */
export const DESKTOP_PAGES: readonly ShellPage[] = [
  { path: '/', page: lazyPage(() => import('../pages/home/DesktopHomePage').then((m) => m.DesktopHomePage)) },
  { path: '/transfer', page: lazyPage(() => import('../pages/transfer/TransferPage').then((m) => m.TransferPage)) },
  { path: '/news', page: NewsListPage },
  { path: '/news/:id', page: NewsDetailPage },
];

const find = (pages: readonly ShellPage[], path: string) => pages.find((p) => matchPath(p.path, path))?.page;

/**
 * What rendering `path` needs of the shell's chunks: its frame and, if the shell draws the page
 * itself, the page (a remote's page is loaded by its route).
 */
export function shellPagesFor(path: string): LazyPage[] {
  const frameless = find(FRAMELESS_PAGES, path);
  if (frameless) return [frameless];
  const mobile = isMobilePath(path);
  const page = find(mobile ? MOBILE_PAGES : DESKTOP_PAGES, path);
  return [mobile ? MobileLayout : DesktopLayout, ...(page ? [page] : [])];
}

/** Loads shellPagesFor(path), before the first render of that path. */
export const preloadShellPage = (path: string): Promise<unknown> =>
  Promise.all(shellPagesFor(path).map((p) => p.preload()));
