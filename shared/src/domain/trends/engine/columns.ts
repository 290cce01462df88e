import type { TrendDraw } from '../types';
import type { TrendDef } from '../defs/def';
import { avgMissing, lastHitsBefore } from './lastHits';

/** The five window statistics as flat buffers over the def's key space (API.md order). */
export interface FlatStats {
  appearCount: Int32Array;
  avgMissing: Int32Array;
  now: Int32Array;
  biggestContinue: Int32Array;
  biggestMissing: Int32Array;
}

/**
 * A trend in columnar form: what the engine computes, and what rows, statistics and JSON are
 * read from. Row r of the window is draw `start + r`; `hits` holds, per row, the key index each
 * of the def's `slots` hit (-1: none), and `before` every key's latest hit before the window
 * (-1: never). That fixes every missing value of every row exactly — the value of key k at row
 * r is the distance back to k's latest hit — while costing O(slots), not O(keys), per row:
 * a 100,000-row trend of 343 keys is 2.8 MB of hits instead of 34 million numbers.
 */
export interface TrendColumns {
  readonly def: TrendDef;
  readonly draws: readonly TrendDraw[];
  readonly start: number;
  readonly end: number;
  readonly before: Int32Array;
  readonly hits: Int32Array;
  readonly stats: FlatStats;
}

/**
 * The trend of `def` over the window of the last `count` draws before index `end` (exclusive),
 * per API.md: a row's missing value of a key is 0 when the draw hits it, else one more than the
 * previous draw's, counted over the whole stored history (a key that never hit counts from the
 * first stored draw, so at index i it is i + 1). Stats are over the window only.
 *
 * Cost: each draw is classified once and its hits stored; the stats are updated only when a key
 * hits (a miss run's largest value is the one just before the hit that ends it, or the window's
 * last row), so the per-row work is O(slots).
 */
export function runColumns(def: TrendDef, draws: readonly TrendDraw[], end: number, count: number): TrendColumns {
  const start = Math.max(0, end - count);
  const keys = def.keyCount;
  const slots = def.slots;
  const before = new Int32Array(keys);
  lastHitsBefore(def, draws, start, before);
  const last = before.slice();
  const hits = new Int32Array((end - start) * slots);
  const appear = new Int32Array(keys);
  const run = new Int32Array(keys);
  const bestRun = new Int32Array(keys);
  const worst = new Int32Array(keys);
  const slot = new Int32Array(slots);
  for (let i = start, at = 0; i < end; i++, at += slots) {
    def.classify(draws, i, slot);
    for (let s = 0; s < slots; s++) {
      const k = slot[s];
      hits[at + s] = k;
      if (k < 0) continue;
      const prev = last[k];
      if (prev === i) {
        hits[at + s] = -1; // two slots of one draw on the same key: the key hit once
        continue;
      }
      if (i > start) {
        // The row before this hit is in the window; its value ends a miss run (0 if it hit).
        const m = i - 1 - prev;
        if (m > worst[k]) worst[k] = m;
      }
      // run[k] is the current streak inside the window (0 before any hit in it).
      const r = prev === i - 1 ? run[k] + 1 : 1;
      run[k] = r;
      if (r > bestRun[k]) bestRun[k] = r;
      last[k] = i;
      appear[k]++;
    }
  }
  const rows = end - start;
  const avg = new Int32Array(keys);
  const now = new Int32Array(keys);
  for (let k = 0; k < keys; k++) {
    avg[k] = avgMissing(rows, appear[k]);
    now[k] = rows > 0 ? end - 1 - last[k] : 0;
    if (now[k] > worst[k]) worst[k] = now[k];
  }
  return {
    def,
    draws,
    start,
    end,
    before,
    hits,
    stats: { appearCount: appear, avgMissing: avg, now, biggestContinue: bestRun, biggestMissing: worst },
  };
}

/**
 * Replays the window row by row: calls `visit(i, last)` for every draw index i of the window,
 * oldest first, with every key's latest hit up to and including row i in `last` (key k's
 * missing value at row i is `i - last[k]`; one buffer, updated for the next row).
 */
export function replayLastHits(columns: TrendColumns, visit: (i: number, last: Int32Array) => void): void {
  const { def, start, end, hits } = columns;
  const slots = def.slots;
  const last = columns.before.slice();
  for (let i = start, at = 0; i < end; i++, at += slots) {
    for (let s = at; s < at + slots; s++) if (hits[s] >= 0) last[hits[s]] = i;
    visit(i, last);
  }
}

/**
 * Replays the window row by row: calls `visit(i, missing)` for every draw index i of the window,
 * oldest first, with the missing value of every key at that row in `missing` (one buffer,
 * overwritten for the next row — copy what you keep).
 */
export function replayMissing(columns: TrendColumns, visit: (i: number, missing: Int32Array) => void): void {
  const keys = columns.def.keyCount;
  const miss = new Int32Array(keys);
  replayLastHits(columns, (i, last) => {
    for (let k = 0; k < keys; k++) miss[k] = i - last[k];
    visit(i, miss);
  });
}
