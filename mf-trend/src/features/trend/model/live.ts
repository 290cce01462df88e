import { computeTrend, type Family, type TrendDraw } from '@cp/shared/domain';
import { CHUNK_SIZE, EMPTY } from './constants';
import { computeStats } from './stats';
import type { TableRow, TrendTable } from './types';

const asDraw = (r: TableRow): TrendDraw => ({ period: r.period, drawTime: r.drawTime, balls: r.balls as number[] });

/**
 * The row of `draw` after `previous`: the domain engine classifies the draw (the trend of
 * [previous, draw] over a one-row window is 0 exactly where the draw hits; the previous draw is
 * there for 升平降), and every other key counts one more miss than in the previous row.
 */
function rowAfter(table: TrendTable, group: Family, previous: TableRow, draw: TrendDraw): TableRow {
  const type = table.blocks[0]?.type ?? 'basic';
  const hits = computeTrend(group, type, [asDraw(previous), draw], 1).list[0].missing;
  const values = new Int32Array(table.columnCount);
  for (const b of table.blocks) {
    const hit = hits[b.position];
    for (let i = 0; i < b.keys.length; i++) {
      const c = b.start + i;
      const prev = previous.values[c];
      values[c] = hit?.[b.keys[i].key] === 0 ? 0 : prev === EMPTY ? EMPTY : prev + 1;
    }
  }
  return { period: draw.period, drawTime: draw.drawTime, balls: draw.balls, values };
}

const sameBalls = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * How many rows leave the top of a table of `length` rows loaded as a window of `maxRows`: none
 * while the live rows beyond the window make less than a chunk, then a whole chunk at once. A
 * live draw thus only appends a row (nothing above it moves, restyles or repaints: the rows'
 * stripes and the dividers of every 5th row count from the top, and a chunk of 30 keeps both),
 * and a page left open all day still holds at most a chunk more than its window.
 */
export function rowsToDrop(length: number, maxRows: number, chunk = CHUNK_SIZE): number {
  return length >= maxRows + chunk ? chunk * Math.floor((length - maxRows) / chunk) : 0;
}

/**
 * The table of one trend type after a new draw, without asking the server: the draw's row is
 * computed from the last row and appended at the bottom, and the statistics are recomputed over
 * the rows (API.md definitions, so they equal what the server answers for as many draws). The
 * table is the window the page loaded (近30期 / 近60期 / 近90期) and the draws since: rows leave
 * the top only a whole chunk at a time (rowsToDrop). Surviving rows stay the same objects (only
 * the new row is built). A draw of the period already at the bottom replaces that row (a
 * repeated push of the same draw changes nothing). Returns null when the table cannot be
 * extended locally (no rows, or no row before the one to replace): the caller reloads instead.
 */
export function appendDraw(table: TrendTable, group: Family, draw: TrendDraw, maxRows: number): TrendTable | null {
  const rows = table.rows;
  const last = rows[rows.length - 1];
  if (!last) return null;
  let kept: readonly TableRow[] = rows;
  let previous = last;
  if (last.period === draw.period) {
    if (sameBalls(last.balls, draw.balls)) return table;
    previous = rows[rows.length - 2];
    if (!previous) return null;
    kept = rows.slice(0, -1);
  }
  const next = [...kept, rowAfter(table, group, previous, draw)];
  const shown = next.slice(rowsToDrop(next.length, maxRows));
  return { ...table, rows: shown, stats: computeStats(shown, table.columnCount) };
}
