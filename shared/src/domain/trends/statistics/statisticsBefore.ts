import type { Family } from '../../types';
import { assertTrendCount } from '../compute';
import { runTrend } from '../engine/run';
import { trendDef } from '../registry';
import type { TrendDraw, TrendStats, TrendTypeId } from '../types';

/** The window a `statisticsBefore` answer covers, and its stats. */
export interface StatisticsWindow {
  /** Rows in the window (fewer than asked when the history before `periodLT` is shorter). */
  count: number;
  /** First and last period of the window; null when it is empty. */
  fromPeriod: string | null;
  toPeriod: string | null;
  stats: TrendStats;
}

/** Period order: a longer period string is later, equal lengths compare as text. */
export function comparePeriods(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Index of the first draw whose period is not before `period` (draws oldest first). */
export function indexOfPeriod(draws: readonly TrendDraw[], period: string): number {
  let lo = 0;
  let hi = draws.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (comparePeriods(draws[mid].period, period) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Backs GET …/cpStatistics/{code}/{type}?periodLT=: the five stats of trend `type` over the
 * `count` draws strictly before period `periodLT` (all of `draws` when it is absent), exactly as
 * `computeTrend` would report them had the history ended there — missing values still count
 * over the whole earlier history. `draws` is the whole history, oldest first; a `periodLT` that
 * is not stored acts as a cut between its neighbours. Same errors as `computeTrend`.
 */
export function statisticsBefore(
  group: Family,
  type: TrendTypeId | string,
  draws: readonly TrendDraw[],
  periodLT: string | undefined,
  count: number,
): StatisticsWindow {
  assertTrendCount(count);
  const def = trendDef(group, type);
  const end = periodLT === undefined ? draws.length : indexOfPeriod(draws, periodLT);
  const start = Math.max(0, end - count);
  const { stats } = runTrend(def, draws, end, count, false);
  return {
    count: end - start,
    fromPeriod: end > start ? draws[start].period : null,
    toPeriod: end > start ? draws[end - 1].period : null,
    stats,
  };
}
