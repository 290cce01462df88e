import type { TrendDraw, TrendResult, TrendRow, TrendStats } from '../types';
import type { TrendDef } from '../defs/def';
import { replayMissing, runColumns, type TrendColumns } from './columns';

/** The window statistics as `statistic → position → key → value` records (API.md). */
export function statsOf({ def, stats }: TrendColumns): TrendStats {
  return {
    appearCount: def.record(stats.appearCount),
    avgMissing: def.record(stats.avgMissing),
    now: def.record(stats.now),
    biggestContinue: def.record(stats.biggestContinue),
    biggestMissing: def.record(stats.biggestMissing),
  };
}

/** The window's rows as objects, oldest first (they share the `balls` arrays of the history). */
export function rowsOf(columns: TrendColumns): TrendRow[] {
  const { def, draws } = columns;
  const list: TrendRow[] = [];
  replayMissing(columns, (i, miss) => {
    const d = draws[i];
    list.push({ period: d.period, drawTime: d.drawTime, balls: d.balls, missing: def.record(miss) });
  });
  return list;
}

/**
 * The trend of `def` over the last `count` draws before index `end` as objects (API.md
 * "Trends"; see `runColumns`). With `withRows` false the list is left empty and only the stats
 * are built. Objects suit small windows (a page's 30…90 rows); the server writes its JSON
 * straight from the columns (`trendJson`).
 */
export function runTrend(
  def: TrendDef,
  draws: readonly TrendDraw[],
  end: number,
  count: number,
  withRows: boolean,
): TrendResult {
  const columns = runColumns(def, draws, end, count);
  return { list: withRows ? rowsOf(columns) : [], stats: statsOf(columns) };
}
