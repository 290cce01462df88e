import { EMPTY } from './constants';
import type { Block, FormattedCell, TableRow } from './types';

const EMPTY_CELL: FormattedCell = {
  label: '',
  isDraw: false,
  isMissingLayer: false,
  drawType: 'ball',
  drawMap: 0,
  isOrange: false,
  isBlue: false,
  isRed: false,
};

/**
 * The formatted cell of the specification for one key of one row: a hit shows the key's label
 * on a ball (numbers) or chip (attributes) in its block's colour, orange when the draw holds the
 * number more than once; a miss shows its missing count and whether it lies in the key's
 * missing layer; a value the response lacked is an empty cell.
 */
export function formatCell(value: number, label: string, block: Block, inLayer: boolean, drawMap = 1): FormattedCell {
  if (value === EMPTY) return { ...EMPTY_CELL, drawType: block.drawType };
  if (value === 0) {
    const isOrange = drawMap > 1;
    return {
      label,
      isDraw: true,
      isMissingLayer: false,
      drawType: block.drawType,
      drawMap,
      isOrange,
      isRed: !isOrange && block.colour === 'red',
      isBlue: !isOrange && block.colour === 'blue',
    };
  }
  return { ...EMPTY_CELL, label: String(value), isMissingLayer: inLayer, drawType: block.drawType };
}

/**
 * 遗漏分层: per column, the index of the first row of the key's trailing run of misses — the
 * row after its last hit in the window (0 when it never hit, rows.length when the last row hit).
 * A cell is in the layer when its row index is at least this; the layer ends at a hit.
 */
export function layerStarts(rows: readonly TableRow[], columnCount: number): Int32Array {
  return readStarts(rows, 0, new Int32Array(columnCount));
}

function readStarts(rows: readonly TableRow[], from: number, starts: Int32Array): Int32Array {
  const columnCount = starts.length;
  for (let i = from; i < rows.length; i++) {
    const v = rows[i].values;
    for (let c = 0; c < columnCount; c++) if (v[c] === 0) starts[c] = i + 1;
  }
  return starts;
}

/** The layer starts of a table's rows, kept to extend (nextLayerStarts). */
export interface LayerStarts {
  readonly rows: readonly TableRow[];
  readonly starts: Int32Array;
}

/**
 * layerStarts of `rows`, from `prev` (those of earlier rows) when `rows` are `prev.rows` with rows
 * appended (a live draw, a chunk): only the new rows are read. Otherwise (rows left the top,
 * another table) all of them.
 */
export function nextLayerStarts(prev: LayerStarts | null, rows: readonly TableRow[], columnCount: number): LayerStarts {
  if (prev && prev.starts.length === columnCount && appends(prev.rows, rows))
    return { rows, starts: readStarts(rows, prev.rows.length, prev.starts.slice()) };
  return { rows, starts: layerStarts(rows, columnCount) };
}

/** Whether `next` is `rows` with rows appended (the same row objects first). */
const appends = (rows: readonly TableRow[], next: readonly TableRow[]) =>
  rows.length <= next.length && rows.every((r, i) => r === next[i]);

/**
 * The layer membership of row `index` as a string of 0/1 per column. Rows compare it to skip
 * re-rendering: after a live draw only rows whose layer actually changed render again.
 */
export function layerMask(index: number, starts: Int32Array): string {
  let s = '';
  for (let c = 0; c < starts.length; c++) s += starts[c] <= index ? '1' : '0';
  return s;
}

/** How many of the draw's regular balls equal the number of key `num<N>` (号码分布 counts repeats). */
export function drawCount(balls: readonly number[], key: string, regular: number): number {
  const n = Number(key.slice(3));
  let count = 0;
  for (let i = 0; i < regular && i < balls.length; i++) if (balls[i] === n) count++;
  return count;
}

/** Every cell of a row, formatted (`mask` from layerMask; `regular` = balls counted by 号码分布). */
export function formatRow(row: TableRow, blocks: readonly Block[], mask: string, regular: number): FormattedCell[] {
  const out: FormattedCell[] = [];
  for (const b of blocks) {
    for (let i = 0; i < b.keys.length; i++) {
      const c = b.start + i;
      const v = row.values[c];
      const map = v === 0 && b.counted ? Math.max(1, drawCount(row.balls, b.keys[i].key, regular)) : 1;
      out.push(formatCell(v, b.keys[i].label, b, mask.charCodeAt(c) === 49 /* '1' */, map));
    }
  }
  return out;
}
