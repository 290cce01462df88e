import type { Block, TableRow } from './types';

/** Where the table's cells are, measured once per layout: column and row centres in table px. */
export interface CellGeometry {
  /** Centre x of every key column (flat column index). */
  colX: ArrayLike<number>;
  /** Centre y of every rendered row. */
  rowY: ArrayLike<number>;
}

/**
 * Blocks a line can run through: each row hits at most one of the block's keys (a position's
 * number, its 大小 …). 号码分布 hits several numbers a row and gets no line.
 */
export function lineBlocks(blocks: readonly Block[], rows: readonly TableRow[]): Block[] {
  return blocks.filter((b) => {
    if (b.counted) return false;
    for (const r of rows) {
      let hits = 0;
      for (let c = b.start; c < b.start + b.keys.length; c++) if (r.values[c] === 0) hits++;
      if (hits > 1) return false;
    }
    return true;
  });
}

/** The hit column of each of the first `count` rows within a block, -1 where the row hits none. */
export function hitColumns(block: Block, rows: readonly TableRow[], count = rows.length): Int32Array {
  const out = new Int32Array(Math.min(count, rows.length)).fill(-1);
  for (let i = 0; i < out.length; i++) {
    const v = rows[i].values;
    for (let c = block.start; c < block.start + block.keys.length; c++) {
      if (v[c] === 0) {
        out[i] = c;
        break;
      }
    }
  }
  return out;
}

/**
 * How far from a cell's centre the line stops, given the column and the line's unit direction:
 * one number for every column, one per column, or a function of the column and direction.
 */
export type EndGap = number | ArrayLike<number> | ((col: number, ux: number, uy: number) => number);

/**
 * The gap for a chip of half width `hw` and half height `hh` (a rectangle): the distance from its
 * centre to its edge along the direction (ux, uy), so a line never crosses a wide label.
 */
export function rectGap(hw: number, hh: number, ux: number, uy: number): number {
  const ax = Math.abs(ux);
  const ay = Math.abs(uy);
  if (ax < 1e-9) return hh;
  if (ay < 1e-9) return hw;
  return Math.min(hw / ax, hh / ay);
}

/** The hit column of `row` within `block`, -1 when the row hits none of its keys. */
function hitIn(block: Block, row: TableRow): number {
  const v = row.values;
  for (let c = block.start; c < block.start + block.keys.length; c++) if (v[c] === 0) return c;
  return -1;
}

/**
 * The line of each block as segments [x1, y1, x2, y2, …] joining the hit of one row to the hit
 * of the next row that has one (a row without a hit is skipped, not a break), each end shortened
 * by the gap of its column so that the line stops at the ball's (or chip's) edge instead of
 * crossing its number — the specification's eraser around each ball. With `from`, only the
 * segments that end in row `from` or later (what rows appended from there add to a line
 * already drawn over the rows above): the rows before are read back only to the last hit.
 */
export function lineSegments(
  blocks: readonly Block[],
  rows: readonly TableRow[],
  geometry: CellGeometry,
  gap: EndGap,
  from = 0,
): Float32Array {
  const gapOf =
    typeof gap === 'function'
      ? gap
      : typeof gap === 'number'
        ? () => gap
        : (c: number) => (gap as ArrayLike<number>)[c];
  const count = Math.min(rows.length, geometry.rowY.length);
  const out: number[] = [];
  for (const b of blocks) {
    let prev = -1;
    let prevCol = -1;
    for (let i = Math.min(from, count) - 1; i >= 0 && prev < 0; i--) {
      prevCol = hitIn(b, rows[i]);
      if (prevCol >= 0) prev = i;
    }
    for (let i = from; i < count; i++) {
      const to = hitIn(b, rows[i]);
      if (to < 0) continue;
      if (prev >= 0) {
        const x1 = geometry.colX[prevCol];
        const y1 = geometry.rowY[prev];
        const x2 = geometry.colX[to];
        const y2 = geometry.rowY[i];
        const length = Math.hypot(x2 - x1, y2 - y1) || 1;
        const ux = (x2 - x1) / length;
        const uy = (y2 - y1) / length;
        const seg = trimSegment(x1, y1, x2, y2, gapOf(prevCol, ux, uy), gapOf(to, ux, uy));
        if (seg) out.push(seg[0], seg[1], seg[2], seg[3]);
      }
      prev = i;
      prevCol = to;
    }
  }
  return Float32Array.from(out);
}

/** The segment with `gap` px cut off its start and `endGap` px off its end, or null when nothing is left. */
export function trimSegment(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  gap: number,
  endGap = gap,
): [number, number, number, number] | null {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = Math.hypot(dx, dy);
  if (length <= gap + endGap) return null;
  const f = gap / length;
  const g = endGap / length;
  return [x1 + dx * f, y1 + dy * f, x2 - dx * g, y2 - dy * g];
}
