import type { RemoteFirstViewInput } from '@cp/shared/mf';
import { PreparedStores } from '@cp/shared/ui';
import { jihuaApi } from '../../api';
import { PREDICTION_STORE_KEY, PredictionStore } from '../jihua';
import { planTabOf } from './planTabs';

/**
 * The prediction pages' first view (issue 19): a lottery's page of a tab (`/lmTj/jspk10`,
 * `/m/expert/hk6` …) — the tab's lottery list for the chooser, the latest draw and the page's predictions, loaded
 * before it renders, on the server over its recording client, in the browser over the primed one.
 * The index (it redirects to the first lottery) and an expert's detail are left to the browser.
 */
export async function prepareFirstView({
  path,
  prefix,
  root,
  client,
}: RemoteFirstViewInput): Promise<PreparedStores | null> {
  const tab = planTabOf(prefix);
  const code = /^\/([^/]+)$/.exec(path.slice(prefix.length))?.[1];
  if (!tab || !code) return null;
  await root.lotteries.loadKind(tab.kind);
  if (!root.lotteries.kinds[tab.kind].lotteryMap[code]) return null;
  const store = new PredictionStore({ api: jihuaApi(client) });
  // The page's latest draw too (its header shows it; the page watches it live from there).
  await Promise.all([store.open(tab.key, code), root.draws.load([code])]);
  return store.page ? new PreparedStores().set(PREDICTION_STORE_KEY, store) : null;
}
