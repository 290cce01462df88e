import { drawCount } from './cells';
import type { CellGeometry } from './lines';
import type { Band } from './canvases';
import type { Block, TableRow } from './types';

/** The colours a ball takes: its block's red or blue, orange when the draw holds its number twice. */
export const BALL_TONES = ['red', 'blue', 'orange'] as const;

/**
 * The balls of the hits of rows `from` to `count` as [x, y, tone, …] (tone: an index of
 * BALL_TONES), at the centres of their cells. Only blocks of numbers (drawType 'ball') have
 * balls; attribute labels sit on chips in the cells themselves. A ball is orange where
 * 号码分布 counts the number more than once in the draw, else its block's colour (formatCell).
 */
export function ballDots(
  blocks: readonly Block[],
  rows: readonly TableRow[],
  cells: CellGeometry,
  regular: number,
  from = 0,
  count = Math.min(rows.length, cells.rowY.length),
): Float32Array {
  const out: number[] = [];
  for (let i = from; i < count; i++) {
    const row = rows[i];
    for (const b of blocks) {
      if (b.drawType !== 'ball') continue;
      const own = b.colour === 'blue' ? 1 : 0;
      for (let k = 0; k < b.keys.length; k++) {
        const c = b.start + k;
        if (row.values[c] !== 0) continue;
        const twice = b.counted && drawCount(row.balls, b.keys[k].key, regular) > 1;
        out.push(cells.colX[c], cells.rowY[i], twice ? 2 : own);
      }
    }
  }
  return Float32Array.from(out);
}

/** The balls of radius `radius` that reach into a band, moved into its coordinates. */
export function dotsInBand(dots: Float32Array, band: Band, radius: number): Float32Array {
  const out: number[] = [];
  const bottom = band.top + band.height;
  for (let i = 0; i + 2 < dots.length; i += 3) {
    const y = dots[i + 1];
    if (y + radius < band.top || y - radius > bottom) continue;
    out.push(dots[i], y - band.top, dots[i + 2]);
  }
  return Float32Array.from(out);
}

/** The balls [x, y, tone …] of `radius` that reach into [left, right] across (a tile's part of a band). */
export function dotsAcross(dots: Float32Array, left: number, right: number, radius: number): Float32Array {
  const out: number[] = [];
  for (let i = 0; i + 2 < dots.length; i += 3) {
    const x = dots[i];
    if (x + radius < left || x - radius > right) continue;
    out.push(x, dots[i + 1], dots[i + 2]);
  }
  return Float32Array.from(out);
}
