import type { CellEdges } from './layerRects';
import type { CellGeometry } from './lines';

/**
 * Where the table's cells are, read once per table shape (blocks and column widths) after a
 * layout, in the coordinates of the frame that holds the table and its overlays. Rows have one
 * fixed height, so every row's place follows from the first row's top and the row pitch: rows
 * appended later (a chunk, a live draw) are drawn without reading the layout again.
 */
export interface GridGeometry {
  /** Left edge and width of every key column. */
  colLeft: Float64Array;
  colWidth: Float64Array;
  /** Top of the first body row, and the distance from one row's top to the next one's. */
  bodyTop: number;
  pitch: number;
  /** Height of what follows the body rows (the statistics): the frame ends that far below them. */
  footer: number;
  /** Width the overlays cover (to the table's right edge). */
  width: number;
  /** Radius of a drawn ball (the line stops at its edge). */
  ballRadius: number;
}

/** Cell centres and edges of the first `rows` body rows (what the line and layer painters read). */
export function gridCells(g: GridGeometry, rows: number): CellGeometry & CellEdges {
  const colX = new Float64Array(g.colLeft.length);
  for (let c = 0; c < colX.length; c++) colX[c] = g.colLeft[c] + g.colWidth[c] / 2;
  const rowTop = new Float64Array(rows);
  const rowY = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    rowTop[i] = g.bodyTop + i * g.pitch;
    rowY[i] = rowTop[i] + g.pitch / 2;
  }
  return { colX, rowY, colLeft: g.colLeft, colWidth: g.colWidth, rowTop, bottom: g.bodyTop + rows * g.pitch };
}

/** What the missing layer (遗漏分层) covers: the run starts per column, over the first `rows` rows. */
export interface LayerState {
  starts: ArrayLike<number>;
  rows: number;
}

/** Rectangles [x, y, w, h, …] to clear (then restripe) and to fill when the layer changes. */
export interface LayerDelta {
  erase: Float32Array;
  fill: Float32Array;
}

/**
 * How the missing layer changes from `before` to `after` (rows appended, or runs ended by a new
 * hit), per column: a run that keeps its start only grows by the new rows; a run that ended or
 * moved is erased and, where a new one starts within the rows, filled again. Columns whose run
 * is unchanged are not touched, so a live draw repaints a few cells of the layer, not all of it.
 * Layer rectangles run from the top of a run's first row to the bottom of the last row (layerRects).
 */
export function layerDelta(g: GridGeometry, before: LayerState, after: LayerState): LayerDelta {
  const erase: number[] = [];
  const fill: number[] = [];
  const oldBottom = g.bodyTop + before.rows * g.pitch;
  const newBottom = g.bodyTop + after.rows * g.pitch;
  for (let c = 0; c < after.starts.length; c++) {
    const s0 = before.starts[c];
    const s1 = after.starts[c];
    const had = s0 < before.rows;
    const has = s1 < after.rows;
    const x = g.colLeft[c];
    const w = g.colWidth[c];
    if (had && has && s0 === s1) {
      if (newBottom > oldBottom) fill.push(x, oldBottom, w, newBottom - oldBottom);
      continue;
    }
    if (had) {
      const top = g.bodyTop + s0 * g.pitch;
      erase.push(x, top, w, oldBottom - top);
    }
    if (has) {
      const top = g.bodyTop + s1 * g.pitch;
      fill.push(x, top, w, newBottom - top);
    }
  }
  return { erase: Float32Array.from(erase), fill: Float32Array.from(fill) };
}

/** The part of rectangle `r` (x, y, w, h at `i`) that lies inside `clip`, or null. */
export function intersectRect(
  rects: ArrayLike<number>,
  i: number,
  clip: ArrayLike<number>,
  j: number,
): [number, number, number, number] | null {
  const x = Math.max(rects[i], clip[j]);
  const y = Math.max(rects[i + 1], clip[j + 1]);
  const right = Math.min(rects[i] + rects[i + 2], clip[j] + clip[j + 2]);
  const bottom = Math.min(rects[i + 1] + rects[i + 3], clip[j + 1] + clip[j + 3]);
  return right > x && bottom > y ? [x, y, right - x, bottom - y] : null;
}

/** The row stripes (every other row, the 2nd, 4th …, full width) of rows `from` to `rows`. */
export function stripeRects(g: GridGeometry, rows: number, from = 0): Float32Array {
  const out: number[] = [];
  for (let i = from % 2 === 1 ? from : from + 1; i < rows; i += 2)
    out.push(0, g.bodyTop + i * g.pitch, g.width, g.pitch);
  return Float32Array.from(out);
}
