import type { TrendDraw, TrendResult, TrendRow } from '../types';
import type { TrendDef } from '../defs/def';

const UNRESOLVED = -2;

/**
 * 平均遗漏 of API.md: round((count − appearCount) / (appearCount + 1)), halves rounding up,
 * computed on integers so that 1.5 is exactly 2.
 */
export function avgMissing(count: number, appearCount: number): number {
  const d = appearCount + 1;
  return Math.floor((2 * (count - appearCount) + d) / (2 * d));
}

/**
 * Fills `last[k]` with the index of key k's latest hit strictly before `start`, or -1 when it
 * never hit. Scans backwards from `start` and stops as soon as every key is resolved, so a
 * short window over a long history reads only the few draws it needs; only keys that never hit
 * (or hit very rarely) make it read further, at worst down to the first stored draw.
 */
export function lastHitsBefore(def: TrendDef, draws: readonly TrendDraw[], start: number, last: Int32Array): void {
  const slot = new Int32Array(def.slots);
  const slots = def.slots;
  last.fill(UNRESOLVED);
  let open = def.keyCount;
  for (let i = start - 1; i >= 0 && open > 0; i--) {
    def.classify(draws, i, slot);
    for (let s = 0; s < slots; s++) {
      const k = slot[s];
      if (k >= 0 && last[k] === UNRESOLVED) {
        last[k] = i;
        open--;
      }
    }
  }
  if (open > 0) for (let k = 0; k < last.length; k++) if (last[k] === UNRESOLVED) last[k] = -1;
}

/**
 * The trend of `def` over the window of the last `count` draws before index `end` (exclusive),
 * per API.md: a row's missing value of a key is 0 when the draw hits it, else one more than the
 * previous draw's, counted over the whole stored history (a key that never hit counts from the
 * first stored draw, so at index i it is i + 1). Stats are over the window only. With `withRows`
 * false the list is left empty and only the stats are built.
 *
 * Cost: each draw is classified once; the stats are updated only when a key hits (a miss run's
 * largest value is the one just before the hit that ends it, or the window's last row), so the
 * per-row work without rows is O(slots) and with rows O(keys) for the missing buffer.
 */
export function runTrend(
  def: TrendDef,
  draws: readonly TrendDraw[],
  end: number,
  count: number,
  withRows: boolean,
): TrendResult {
  const start = Math.max(0, end - count);
  const keys = def.keyCount;
  const slots = def.slots;
  const slot = new Int32Array(slots);
  const last = new Int32Array(keys);
  lastHitsBefore(def, draws, start, last);
  const appear = new Int32Array(keys);
  const run = new Int32Array(keys);
  const bestRun = new Int32Array(keys);
  const worst = new Int32Array(keys);
  const miss = new Int32Array(keys);
  const list: TrendRow[] = [];
  for (let i = start; i < end; i++) {
    def.classify(draws, i, slot);
    for (let s = 0; s < slots; s++) {
      const k = slot[s];
      if (k < 0) continue;
      const prev = last[k];
      if (prev === i) continue;
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
    if (withRows) {
      for (let k = 0; k < keys; k++) miss[k] = i - last[k];
      const d = draws[i];
      list.push({ period: d.period, drawTime: d.drawTime, balls: d.balls, missing: def.record(miss) });
    }
  }
  const rows = end - start;
  const avg = new Int32Array(keys);
  for (let k = 0; k < keys; k++) {
    avg[k] = avgMissing(rows, appear[k]);
    const now = rows > 0 ? end - 1 - last[k] : 0;
    miss[k] = now;
    if (now > worst[k]) worst[k] = now;
  }
  return {
    list,
    stats: {
      appearCount: def.record(appear),
      avgMissing: def.record(avg),
      now: def.record(miss),
      biggestContinue: def.record(bestRun),
      biggestMissing: def.record(worst),
    },
  };
}
