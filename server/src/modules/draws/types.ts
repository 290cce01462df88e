/** A draw as the server keeps it: draw time as epoch ms. */
export interface DrawRecord {
  code: string;
  period: string;
  drawTime: number;
  balls: number[];
}

/**
 * A draw as the in-memory cache holds it: the wire form (ISO draw time, usable directly as the
 * domain's TrendDraw) plus the epoch ms for arithmetic.
 */
export interface CachedDraw {
  code: string;
  period: string;
  drawTime: string;
  ms: number;
  balls: number[];
}

export type DrawSource = 'simulated' | 'ingest' | 'import';

/** Channel of the NOTIFY sent in the transaction that writes new draws. */
export const DRAWS_CHANNEL = 'cp_draws';

/** Payload of that NOTIFY: which lottery got draws and the oldest draw time written. */
export interface DrawsNotice {
  code: string;
  minTime: number;
  count: number;
  /** A stored draw was corrected (not appended): its minTime is set below it so caches reload. */
  corrected?: boolean;
}
