import type { RemoteFirstViewInput } from '@cp/shared/mf';
import { PreparedStores } from '@cp/shared/ui';
import { prepareChanglong } from '../features/changlong';
import { prepareHistory } from '../features/history';
import { prepareTrend } from '../features/trend';

/**
 * This remote's first views (issue 19, "content before JavaScript"): a history page's first page
 * of draws, a trend page's default view and the dragon page's streaks, loaded before the page
 * renders — on the server over its recording client, in the browser over the shared client
 * primed with the server's answers. The index pages render from the shell's lottery list.
 */
export async function prepareFirstView({
  path,
  prefix,
  root,
  client,
}: RemoteFirstViewInput): Promise<PreparedStores | undefined> {
  if (prefix.endsWith('/changltx')) {
    if (path !== prefix) return undefined;
    const prepared = new PreparedStores();
    await prepareChanglong(prepared, { root, client });
    return prepared;
  }
  const code = /^\/([^/]+)$/.exec(path.slice(prefix.length))?.[1];
  if (!code || !root.lotteries.find(code)) return undefined;
  const prepared = new PreparedStores();
  if (prefix.endsWith('/lottery/history')) await prepareHistory(prepared, { root, code, client });
  else if (prefix.endsWith('/lottery/trend')) await prepareTrend(prepared, { root, code, client });
  return prepared;
}
