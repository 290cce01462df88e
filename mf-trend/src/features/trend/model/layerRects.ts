/** Edges of the rendered cells, measured once per layout (table px). */
export interface CellEdges {
  /** Left edge and width of every key column. */
  colLeft: ArrayLike<number>;
  colWidth: ArrayLike<number>;
  /** Top edge of every rendered row, and the bottom edge of the last one. */
  rowTop: ArrayLike<number>;
  bottom: number;
}

/**
 * 遗漏分层 as rectangles [x, y, w, h, …]: per column, from the top of the first row of its
 * trailing run of misses (layerStarts) down to the last rendered row; nothing for a column whose
 * last rendered row is a hit, or whose run starts below the rendered rows. Drawn as one tint
 * layer over the table, so a live draw that ends some runs repaints a canvas, not rows.
 */
export function layerRects(starts: ArrayLike<number>, edges: CellEdges): Float32Array {
  const rows = edges.rowTop.length;
  const out: number[] = [];
  for (let c = 0; c < starts.length; c++) {
    const s = starts[c];
    if (s >= rows) continue;
    const top = edges.rowTop[s];
    out.push(edges.colLeft[c], top, edges.colWidth[c], edges.bottom - top);
  }
  return Float32Array.from(out);
}

/** The rectangles that reach into a band, moved into its coordinates (each canvas clips). */
export function rectsInBand(rects: Float32Array, band: { top: number; height: number }): Float32Array {
  const out: number[] = [];
  const bottom = band.top + band.height;
  for (let i = 0; i + 3 < rects.length; i += 4) {
    const y = rects[i + 1];
    const h = rects[i + 3];
    if (y + h < band.top || y > bottom) continue;
    out.push(rects[i], y - band.top, rects[i + 2], h);
  }
  return Float32Array.from(out);
}
