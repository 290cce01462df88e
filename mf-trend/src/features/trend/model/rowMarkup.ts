import { drawCount } from './cells';
import { EMPTY } from './constants';
import { drawText, shortPeriod } from './format';
import type { Segments } from './segments';
import type { Block, TableRow } from './types';

/** What every body row of one table shares: its blocks and how its cells are sized and labelled. */
export interface RowFormat {
  blocks: readonly Block[];
  /** Per key column: its width as an inline style (`width:27px`), or '' for the default width. */
  keyStyles: readonly string[];
  /** The boxes the key cells come in (columnSegments), and each box's width as an inline style. */
  segments: Segments;
  segmentStyles: readonly string[];
  /** Balls of a draw that 号码分布 counts (六合彩's special number stands apart). */
  regular: number;
  twoDigits: boolean;
  specialLast: boolean;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text made safe to place in HTML (labels and periods come from the API and the catalogue). */
export function escapeHtml(text: string): string {
  return /[&<>"]/.test(text) ? text.replace(/[&<>"]/g, (c) => ESCAPES[c]) : text;
}

/** What one key cell shows: its classes, and its content as plain text or, for chips and repeats, markup. */
export interface CellParts {
  cls: string;
  /** The cell's text when it holds nothing else (a miss, a number on a ball), else null. */
  text: string | null;
  /** The cell's inner markup. */
  html: string;
}

/**
 * One key cell, following the specification's formatted cell (formatCell): a hit shows the
 * key's label — on a ball (`hb`; the ball itself is painted beneath the cell with the overlays)
 * or on a chip (`.c`, blue or orange like the ball would be) — and, for a number drawn more than
 * once, its count (`sup`); a miss shows its missing count (`m`); a value the response lacked, an
 * empty cell. `be` marks the last column of a block.
 */
export function cellParts(row: TableRow, b: Block, i: number, regular: number): CellParts {
  const v = row.values[b.start + i];
  const end = i === b.keys.length - 1 ? ' be' : '';
  if (v !== 0) {
    const text = v === EMPTY ? '' : String(v);
    return { cls: `m${end}`, text, html: text };
  }
  const label = escapeHtml(b.keys[i].label);
  const map = b.counted ? drawCount(row.balls, b.keys[i].key, regular) : 1;
  if (b.drawType === 'ball') {
    if (map > 1) return { cls: `h hb${end}`, text: null, html: `<span class="rp">${label}<sup>${map}</sup></span>` };
    return { cls: `h hb${end}`, text: b.keys[i].label, html: label };
  }
  const tone = map > 1 ? ' or rp' : b.colour === 'blue' ? ' bl' : '';
  const inner = map > 1 ? `${label}<sup>${map}</sup>` : label;
  return { cls: `h${end}`, text: null, html: `<span class="c${tone}">${inner}</span>` };
}

function cellHtml(row: TableRow, b: Block, i: number, style: string, regular: number): string {
  const p = cellParts(row, b, i, regular);
  return `<span role="cell"${style ? ` style="${style}"` : ''} class="${p.cls}">${p.html}</span>`;
}

/**
 * Segments [first, end) of a row: the ones whose cells a row's markup carries when it does not
 * carry them all (the server's first view on a phone, see `rowHtml`).
 */
export type SegmentRange = readonly [first: number, end: number];

/**
 * The markup of one body row (`.r`): the period as the row's header, the draw, then one cell
 * per key, in the boxes of the format's segments (`.sg`, no role of their own). Written into
 * the table as HTML (one parse per chunk instead of a component per cell); the period and draw
 * columns take their widths from the table's CSS variables. With `only`, the boxes of the other
 * segments come empty (`data-e`, at their width): a phone's first view shows 2 of 六合彩's ~30,
 * and the browser fills a box when it comes near (`segmentCellsHtml`).
 */
export function rowHtml(row: TableRow, f: RowFormat, only?: SegmentRange): string {
  let html = `<div role="row" class="r"><span role="rowheader" class="pd">${escapeHtml(shortPeriod(row.period))}</span>`;
  html += `<span role="cell" class="dr">${drawText(row.balls, f.twoDigits, f.specialLast)}</span>`;
  html += segmentedCells(f, (b, i, c) => cellHtml(row, b, i, f.keyStyles[c], f.regular), only);
  return `${html}</div>`;
}

/**
 * A row's key cells in the boxes of the format's segments (`.sg`, no role of their own): `cell`
 * gives the markup of key `i` of block `b` (column `c`). Body and statistics rows share it.
 * Segments outside `only` (when given) come as empty boxes marked `data-e`.
 */
export function segmentedCells(
  f: RowFormat,
  cell: (b: Block, i: number, c: number) => string,
  only?: SegmentRange,
): string {
  const { from, to } = f.segments;
  let html = '';
  let s = 0;
  let inside = true;
  for (const b of f.blocks) {
    for (let i = 0; i < b.keys.length; i++) {
      const c = b.start + i;
      if (c === from[s]) {
        inside = !only || (s >= only[0] && s < only[1]);
        html += `<span role="none" class="sg"${inside ? '' : ' data-e=""'} style="${f.segmentStyles[s]}">`;
      }
      if (inside) html += cell(b, i, c);
      if (c === to[s] - 1) {
        html += '</span>';
        s++;
      }
    }
  }
  return html;
}

/** The markup of the key cells of segment `s` alone (`cell` as in segmentedCells). */
export function cellsOfSegment(f: RowFormat, s: number, cell: (b: Block, i: number, c: number) => string): string {
  const first = f.segments.from[s];
  const end = f.segments.to[s];
  let html = '';
  for (const b of f.blocks) {
    const lo = Math.max(first, b.start);
    const hi = Math.min(end, b.start + b.keys.length);
    for (let c = lo; c < hi; c++) html += cell(b, c - b.start, c);
  }
  return html;
}

/** The key cells of segment `s` of a row: what an empty box (`data-e`) of it is filled with. */
export function segmentCellsHtml(row: TableRow, f: RowFormat, s: number): string {
  return cellsOfSegment(f, s, (b, i, c) => cellHtml(row, b, i, f.keyStyles[c], f.regular));
}

/** The markup of rows `from` to `to` (exclusive) of `rows` (`only`: see rowHtml). */
export function rowsHtml(
  rows: readonly TableRow[],
  from: number,
  to: number,
  f: RowFormat,
  only?: SegmentRange,
): string {
  let html = '';
  for (let i = from; i < to; i++) html += rowHtml(rows[i], f, only);
  return html;
}
