import type { TrendsApi } from '../api';
import { TrendPageStore } from '../features/trend/store/TrendPageStore';
import type { TrendActivity } from '../features/trend/store/TrendPageStore';
import { seededHistory } from './histories';
import { trendServer } from './trendServer';

/**
 * A store over `n` seeded draws of which the server has all but the last `held` (to push live),
 * and the activity it announced.
 */
export function setupTrendPage(code = 'jspk10', n = 200, held = 1, api?: (real: TrendsApi) => TrendsApi) {
  const group = code === 'fc3d' ? 'others' : code === 'hk6' ? 'hk6' : 'pk10';
  const history = seededHistory(group, n, 3);
  const server = trendServer({ [code]: history.slice(0, -held) });
  const idle: (() => void)[] = [];
  const warn = jest.fn();
  const store = new TrendPageStore(server.root, code, {
    api: api ? api(server.api) : server.api,
    idle: (fn) => idle.push(fn),
    warn,
  });
  const activity: TrendActivity[] = [];
  store.onActivity((a) => activity.push(a));
  return { ...server, store, activity, idle, warn, history };
}
