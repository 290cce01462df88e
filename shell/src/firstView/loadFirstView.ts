import { isMobilePath } from '@cp/shared/domain';
import type { RootStore } from '@cp/shared/stores';
import { HOME_NEWS_COUNT } from '../pages/news/HomeNews';
import type { FirstViewData } from './FirstViewContext';

/** The pages whose first view carries their data (the rest get the frame: header, menus, tab bar). */
export const isHomePath = (path: string): boolean => path === '/' || path === '/m' || path === '/m/';

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
  if (!isHomePath(path)) return;
  const codes = store.lotteries.list.map((l) => l.code);
  await Promise.all([
    store.draws.load(codes),
    path.startsWith('/m') ? data.homeNewsFor(HOME_NEWS_COUNT).load() : Promise.resolve(),
  ]);
}
