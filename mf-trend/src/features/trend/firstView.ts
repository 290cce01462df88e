import type { HttpClient } from '@cp/shared/api';
import type { RootStore } from '@cp/shared/stores';
import type { PreparedStores } from '@cp/shared/ui';
import { trendsApi } from '../../api';
import { TrendPageStore } from './store/TrendPageStore';

/** The key of a trend page's prepared store (TrendPage reads it). */
export const trendKey = (code: string) => `trend:${code}`;

/**
 * A trend page's first view: the default view's tables of the default window and the latest
 * draw (the header shows it), loaded; the other views' tables wait until the page is mounted
 * (holdIdleWork), so the browser hydrates exactly what the server drew.
 */
export async function prepareTrend(
  prepared: PreparedStores,
  { root, code, client }: { root: RootStore; code: string; client: HttpClient },
): Promise<void> {
  const store = new TrendPageStore(root, code, { api: trendsApi(client) });
  store.holdIdleWork();
  await Promise.all([store.load(), root.draws.load([code])]);
  if (store.table) prepared.set(trendKey(code), store);
}
