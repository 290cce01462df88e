import type { PublicLottery } from '../../api';
import type { KindList } from '../../stores';

/**
 * What a page with a lottery chooser should show for the code in its path:
 * - loading: the kind's list is on its way;
 * - failed: the list could not be fetched (the page offers to try again);
 * - empty: the list came back with no lottery in it;
 * - redirect: no code in the path, so go to the list's first lottery;
 * - unknown: the code is not a lottery of this list;
 * - ok: the chosen lottery.
 */
export type KindSelection =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'empty' }
  | { status: 'redirect'; code: string }
  | { status: 'unknown'; code: string }
  | { status: 'ok'; lottery: PublicLottery };

/** The first lottery of a kind's list: first group by sort, then first lottery by sort. */
export function firstLottery(list: KindList): PublicLottery | undefined {
  const group = [...list.lotteryTypeItems].filter((g) => g.list.length > 0).sort((a, b) => a.sort - b.sort)[0];
  return group ? [...group.list].sort((a, b) => a.sort - b.sort)[0] : undefined;
}

/** Decides the selection from the kind's list, whether its fetch has settled, and the path's code. */
export function resolveKindSelection(list: KindList, settled: boolean, code: string | undefined): KindSelection {
  if (!list.everStore) return settled ? { status: 'failed' } : { status: 'loading' };
  const first = firstLottery(list);
  if (!first) return { status: 'empty' };
  if (!code) return { status: 'redirect', code: first.code };
  const lottery = list.lotteryMap[code];
  return lottery ? { status: 'ok', lottery } : { status: 'unknown', code };
}
