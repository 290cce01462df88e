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

/** The row stripes (every other row, the 2nd, 4th …, full width) of rows `from` to `rows`. */
export function stripeRects(g: GridGeometry, rows: number, from = 0): Float32Array {
  const out: number[] = [];
  for (let i = from % 2 === 1 ? from : from + 1; i < rows; i += 2)
    out.push(0, g.bodyTop + i * g.pitch, g.width, g.pitch);
  return Float32Array.from(out);
}
