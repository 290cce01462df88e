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

/** Where a backward scan of one history ended, kept to answer the next window by moving forward. */
interface Known {
  /** The scan was for the window starting here… */
  upTo: number;
  /** …when this draw stood just before it (checks the history was only appended to since). */
  anchor: TrendDraw;
  /** Every key's latest hit before `upTo`, -1 for none. */
  last: Int32Array;
}

const known = new WeakMap<readonly TrendDraw[], Map<TrendDef, Known>>();

function scanBack(def: TrendDef, draws: readonly TrendDraw[], start: number, last: Int32Array): void {
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

function moveForward(def: TrendDef, draws: readonly TrendDraw[], from: number, start: number, last: Int32Array): void {
  const slot = new Int32Array(def.slots);
  for (let i = from; i < start; i++) {
    def.classify(draws, i, slot);
    for (let s = 0; s < slot.length; s++) if (slot[s] >= 0) last[slot[s]] = i;
  }
}

/**
 * Fills `last[k]` with the index of key k's latest hit strictly before `start`, or -1 when it
 * never hit. Scans backwards from `start` and stops as soon as every key is resolved, so a
 * short window over a long history reads only the few draws it needs; only keys that never hit
 * (or hit very rarely, like a 时时彩 sum of 0) make it read further, at worst down to the first
 * stored draw. So the result is kept per history array and trend type: a later window of the
 * same array (the next request, the next draw) moves forward from it over the new draws only.
 * Histories may be appended to in place; any other change must be a new array — except
 * dropping draws from the front, which the kept draw before the window detects.
 */
export function lastHitsBefore(def: TrendDef, draws: readonly TrendDraw[], start: number, last: Int32Array): void {
  let byDef = known.get(draws);
  const was = byDef?.get(def);
  if (was && was.upTo <= start && draws[was.upTo - 1] === was.anchor) {
    last.set(was.last);
    moveForward(def, draws, was.upTo, start, last);
  } else scanBack(def, draws, start, last);
  // Remember the latest window asked for (an earlier one, e.g. statistics before a period, does
  // not replace it).
  if (start > 0 && (!was || was.upTo <= start || draws[was.upTo - 1] !== was.anchor)) {
    if (!byDef) known.set(draws, (byDef = new Map()));
    byDef.set(def, { upTo: start, anchor: draws[start - 1], last: last.slice() });
  }
}
