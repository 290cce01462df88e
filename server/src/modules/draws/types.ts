/** A draw as the server keeps it: draw time as epoch ms. */
export interface DrawRecord {
  code: string;
  period: string;
  drawTime: number;
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
}
