import { isMobilePath } from '@cp/shared/domain';
import type { RootStore } from '@cp/shared/stores';
import { HOME_NEWS_COUNT } from '../pages/news/NewsStore';
import type { FirstViewData } from './FirstViewContext';

/** The home pages: every lottery's latest draw, and (mobile) the news. */
export const isHomePath = (path: string): boolean => path === '/' || path === '/m' || path === '/m/';

/**
 * The shell's pages whose first view carries the latest draws (the home pages and the mobile
 * lottery lists by group); the rest get the frame with what every page loads, and a remote's
 * page its loading state.
 */
export const showsDraws = (path: string): boolean => isHomePath(path) || /^\/m\/lottery\/group(\/|$)/.test(path);

/**
 * Loads what a page shows first, into the stores its components read: what every navigation
 * loads (site info, SEO data, the lottery list) and, on the home pages, every lottery's latest
 * draw and (mobile) the news list. The server runs it before rendering the first view; the
 * browser runs it again over the answers the server recorded (Http.prime), so both render from
 * the same data and the browser fetches nothing twice.
 */
export async function loadFirstView(store: RootStore, data: FirstViewData, path: string): Promise<void> {
  store.ui.setDevice(isMobilePath(path) ? 'mobile' : 'desktop');
  await store.onNavigate(path);
  if (!showsDraws(path)) return;
  const codes = store.lotteries.list.map((l) => l.code);
  await Promise.all([
    store.draws.load(codes),
    isHomePath(path) && path.startsWith('/m') ? data.homeNewsFor(HOME_NEWS_COUNT).load() : Promise.resolve(),
  ]);
}
