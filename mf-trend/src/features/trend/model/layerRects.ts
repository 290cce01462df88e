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
 * 遗漏分层 per key column: where its trailing run of misses (layerStarts) begins, in px below the
 * top of the first body row, or -1 where none shows among the first `rows` rows (the column's
 * last shown row is a hit, or its run starts below them). Each run reaches down to the last
 * shown row, so a box per column from this top to the bottom of the rows is the whole layer.
 */
export function layerTops(starts: ArrayLike<number>, rows: number, pitch: number): Float64Array {
  const tops = new Float64Array(starts.length);
  for (let c = 0; c < starts.length; c++) tops[c] = starts[c] < rows ? starts[c] * pitch : -1;
  return tops;
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
