import { EMPTY } from './constants';
import type { TrendTable } from './types';

/** Widths of the table's columns in design px (desktop px; mobile scales them with rem). */
export interface ColumnWidths {
  period: number;
  draw: number;
  keys: number[];
  /** The row's width without cell borders: contents plus the draw cell's padding. */
  total: number;
}

/** Smallest key column: a ball (18 px) with a little air. */
export const MIN_KEY_WIDTH = 22;
const FONT = 12;
const MONO = 0.61;
const PAD = 6;
/** Side padding of the draw cells (TableFrame), outside their content width. */
export const DRAW_PADDING = 6;

/** Width of a text at 12 px: CJK characters a full em, everything else a monospace advance. */
export function textWidth(text: string): number {
  let w = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xdc00 && c <= 0xdfff) continue; // the second half of a pair counts with the first
    w += c >= 0x2e80 ? FONT : FONT * MONO;
  }
  return Math.ceil(w);
}

/**
 * The column widths of a trend table, decided from its content so that the browser can lay the
 * table out with `table-layout: fixed` (one pass, no measuring of 3,000+ cells): a key column fits
 * its label, the widest count it shows and a ball; the columns of a block share whatever its
 * header needs beyond their sum; the period and draw columns fit their longest text.
 */
export function columnWidths(table: TrendTable, periods: readonly string[], draws: readonly string[]): ColumnWidths {
  const keys = new Array<number>(table.columnCount).fill(MIN_KEY_WIDTH);
  const widest = new Int32Array(table.columnCount);
  for (const r of table.rows)
    for (let c = 0; c < table.columnCount; c++) if (r.values[c] > widest[c]) widest[c] = r.values[c];
  for (const name of Object.keys(table.stats) as (keyof TrendTable['stats'])[]) {
    const s = table.stats[name];
    for (let c = 0; c < table.columnCount; c++) if (s[c] !== EMPTY && s[c] > widest[c]) widest[c] = s[c];
  }
  for (const b of table.blocks) {
    let sum = 0;
    for (let i = 0; i < b.keys.length; i++) {
      const c = b.start + i;
      keys[c] = Math.max(MIN_KEY_WIDTH, textWidth(b.keys[i].label) + PAD, textWidth(String(widest[c])) + PAD);
      sum += keys[c];
    }
    const header = textWidth(b.label) + 2 * PAD;
    if (header > sum) {
      const extra = Math.ceil((header - sum) / b.keys.length);
      for (let i = 0; i < b.keys.length; i++) keys[b.start + i] += extra;
    }
  }
  const longest = (xs: readonly string[], min: number) =>
    xs.reduce((w, t) => Math.max(w, textWidth(t) + 2 * PAD + 2), min);
  const period = longest(periods, 64);
  const draw = longest(draws, textWidth('开奖号码') + 2 * PAD);
  return { period, draw, keys, total: period + draw + 2 * DRAW_PADDING + keys.reduce((a, b) => a + b, 0) };
}
