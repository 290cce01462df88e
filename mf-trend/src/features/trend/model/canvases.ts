import { LINE_CANVAS_MAX_HEIGHT } from './constants';

/** One canvas of the line overlay: its top edge in table px and its height. */
export interface Band {
  top: number;
  height: number;
}

/**
 * Splits a `height` px tall area starting at `top` into canvases no taller than `max` px
 * (specification: line canvases of at most 1000 px), top to bottom, without gaps.
 */
export function splitBands(top: number, height: number, max = LINE_CANVAS_MAX_HEIGHT): Band[] {
  const bands: Band[] = [];
  const total = Math.max(0, Math.ceil(height));
  for (let y = 0; y < total; y += max) bands.push({ top: top + y, height: Math.min(max, total - y) });
  return bands;
}

/** Splits [left, right) into tiles no wider than `max` px ([left, right] pairs), left to right, without gaps. */
export function splitTiles(left: number, right: number, max: number): [number, number][] {
  const tiles: [number, number][] = [];
  for (let x = left; x < right; x += max) tiles.push([x, Math.min(right, x + max)]);
  return tiles.length ? tiles : [[left, right]];
}

/**
 * The segments (x1, y1, x2, y2 …) that cross a band, moved into its own coordinates. A segment
 * crossing a boundary goes to both neighbours; each canvas clips its part.
 */
export function segmentsInBand(segments: Float32Array, band: Band): Float32Array {
  const out: number[] = [];
  const bottom = band.top + band.height;
  for (let i = 0; i + 3 < segments.length; i += 4) {
    const y1 = segments[i + 1];
    const y2 = segments[i + 3];
    if (Math.max(y1, y2) < band.top || Math.min(y1, y2) > bottom) continue;
    out.push(segments[i], y1 - band.top, segments[i + 2], y2 - band.top);
  }
  return Float32Array.from(out);
}

/** The segments (x1, y1, x2, y2 …) that reach into [left, right] across (a tile's part of a band). */
export function segmentsAcross(segments: Float32Array, left: number, right: number): Float32Array {
  const out: number[] = [];
  for (let i = 0; i + 3 < segments.length; i += 4) {
    const x1 = segments[i];
    const x2 = segments[i + 2];
    if (Math.max(x1, x2) < left || Math.min(x1, x2) > right) continue;
    out.push(x1, segments[i + 1], x2, segments[i + 3]);
  }
  return Float32Array.from(out);
}
