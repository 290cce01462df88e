import type { TrendDraw } from '../types';
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
