import { CHUNK_SIZE } from './constants';

/** Rows rendered after `chunks` chunks of `size` (specification: 30 rows a chunk). */
export function visibleRowCount(total: number, chunks: number, size = CHUNK_SIZE): number {
  return Math.max(0, Math.min(total, Math.max(1, chunks) * size));
}

/**
 * Rows rendered of a table of `total` rows, `live` of them appended by live draws since its
 * window was loaded: whole chunks of the window, and the live rows once its last chunk shows
 * (they go at its bottom).
 */
export function shownRowCount(total: number, live: number, chunks: number, size = CHUNK_SIZE): number {
  const base = Math.max(0, total - live);
  const visible = visibleRowCount(base, chunks, size);
  return visible >= base ? total : visible;
}

/** Whether another chunk remains to be appended. */
export function hasMoreRows(total: number, chunks: number, size = CHUNK_SIZE): boolean {
  return visibleRowCount(total, chunks, size) < total;
}

/** How many chunks it takes to show every row (at least one). */
export function chunksFor(total: number, size = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
