import type { Family } from '../types';
import { runTrend } from './engine/run';
import { trendDef } from './registry';
import { TREND_COUNT_MAX, TREND_COUNT_MIN, type TrendDraw, type TrendResult, type TrendTypeId } from './types';

/** Throws a RangeError unless `count` is an integer in 1…5000 (API.md). */
export function assertTrendCount(count: number): void {
  if (!Number.isInteger(count) || count < TREND_COUNT_MIN || count > TREND_COUNT_MAX) {
    throw new RangeError(`count 必须是 ${TREND_COUNT_MIN} 到 ${TREND_COUNT_MAX} 之间的整数，实际为 ${String(count)}`);
  }
}

/**
 * One trend of API.md "Trends": `list` = the last `count` draws, oldest first (all of them when
 * fewer exist), each with the missing value of every key of every position, counted over the
 * WHOLE history `draws` (oldest first); `stats` over the window. Throws RangeError for a count
 * outside 1…5000 and UnknownTrendTypeError for a type the family does not offer.
 */
export function computeTrend(
  group: Family,
  type: TrendTypeId | string,
  draws: readonly TrendDraw[],
  count: number,
): TrendResult {
  assertTrendCount(count);
  const def = trendDef(group, type);
  return runTrend(def, draws, draws.length, count, true);
}

/**
 * Several trends of one history at once, keyed by type id. Every type is checked before any is
 * computed, so a bad type fails the whole request (UnknownTrendTypeError) and nothing is wasted.
 */
export function computeTrends<T extends string>(
  group: Family,
  types: readonly T[],
  draws: readonly TrendDraw[],
  count: number,
): Record<T, TrendResult> {
  assertTrendCount(count);
  const defs = types.map((t) => [t, trendDef(group, t)] as const);
  const out = {} as Record<T, TrendResult>;
  for (const [t, def] of defs) if (!(t in out)) out[t] = runTrend(def, draws, draws.length, count, true);
  return out;
}
