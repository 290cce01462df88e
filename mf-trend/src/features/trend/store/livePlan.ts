import { comparePeriods, type Family } from '@cp/shared/domain';
import type { DrawInfo } from '@cp/shared/api';
import { appendDraw, type TrendTable } from '../model';

/** What a new latest draw does to the loaded tables. */
export type LivePlan =
  { kind: 'ignore' } | { kind: 'reload' } | { kind: 'apply'; tables: [string, TrendTable][]; newRow: boolean };

/**
 * Decides what a draw pushed for the lottery (`info`, after `prev`) does to the loaded tables
 * (one per trend type): nothing when there is no table yet or the draw is older than the bottom
 * row; append (or, for the bottom row's own period, replace) when it follows the bottom row
 * directly — the previous push was that row and announced this period next; reload otherwise
 * (draws were missed, so the local missing counts would be wrong). Only changed tables are listed.
 * The tables keep the window of `maxRows` draws and the draws since (rows leave the top a whole
 * chunk at a time, appendDraw); `newRow` says a row was appended.
 */
export function planLiveDraw(
  tables: ReadonlyMap<string, TrendTable>,
  group: Family | undefined,
  info: DrawInfo | undefined,
  prev: DrawInfo | undefined,
  maxRows: number,
): LivePlan {
  const draw = info?.prePeriod;
  const sample = [...tables.values()].find((t) => t.rows.length > 0);
  if (!draw || !group || !sample) return { kind: 'ignore' };
  const last = sample.rows[sample.rows.length - 1].period;
  if (comparePeriods(draw.period, last) < 0) return { kind: 'ignore' };
  const follows = draw.period === last || (prev?.prePeriod?.period === last && prev.nextPeriod.period === draw.period);
  if (!follows) return { kind: 'reload' };
  const changed: [string, TrendTable][] = [];
  for (const [type, t] of tables) {
    const next = appendDraw(t, group, draw, maxRows);
    if (!next) return { kind: 'reload' };
    if (next !== t) changed.push([type, next]);
  }
  return changed.length ? { kind: 'apply', tables: changed, newRow: draw.period !== last } : { kind: 'ignore' };
}
