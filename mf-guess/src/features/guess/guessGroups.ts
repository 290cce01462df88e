import type { PublicLottery, SeriesGroup } from '@cp/shared/domain';
import { isGuessFamily } from '@cp/shared/domain';

/**
 * The 选择彩种 groups of the guess centre: only PK10 and 时时彩 lotteries (isGuessFamily), so a
 * lottery the server's jingCai list might carry beyond them never offers a board it cannot settle.
 */
export function guessGroups(groups: readonly SeriesGroup<PublicLottery>[]): SeriesGroup<PublicLottery>[] {
  return groups
    .map((g) => ({ ...g, list: g.list.filter((l) => isGuessFamily(l.group)) }))
    .filter((g) => g.list.length > 0);
}
