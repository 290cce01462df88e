import { STAT_ORDER, type TrendDraw, type TrendResult } from '../types';

/** A history of hand-written draws, periods P1, P2, … oldest first. Test helper. */
export function history(...balls: number[][]): TrendDraw[] {
  return balls.map((b, i) => ({ period: `P${i + 1}`, drawTime: `T${i + 1}`, balls: b }));
}

/**
 * One column of a result as the tests spell it: the missing values of the window's rows, and
 * the stats in STAT_ORDER (appearCount, avgMissing, now, biggestContinue, biggestMissing).
 */
export function column(result: TrendResult, position: string, key: string): { missing: number[]; stats: number[] } {
  return {
    missing: result.list.map((r) => r.missing[position][key]),
    stats: STAT_ORDER.map((s) => result.stats[s][position][key]),
  };
}
