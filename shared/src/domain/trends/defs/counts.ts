import { FAMILIES } from '../../families';
import { ballParity, ballSize } from '../../rules/constants';
import type { Family } from '../../types';
import { regularBallCount } from './keys';

/** Flags over the family's numbers min…max: 1 where the number is 大 (per-ball `ballSize`). */
export function bigFlags(group: Family): Int32Array {
  const f = FAMILIES[group];
  return Int32Array.from({ length: f.max - f.min + 1 }, (_, i) => (ballSize(group, f.min + i) === 'da' ? 1 : 0));
}

/** Flags over the family's numbers min…max: 1 where the number is 单 (per-ball `ballParity`). */
export function oddFlags(group: Family): Int32Array {
  const f = FAMILIES[group];
  return Int32Array.from({ length: f.max - f.min + 1 }, (_, i) => (ballParity(group, f.min + i) === 'dan' ? 1 : 0));
}

/**
 * The counts of flagged numbers that the regular balls of a legal draw can hold, [lo, hi]: with
 * repeats any count 0…balls; without, at least balls − unflagged and at most the flagged pool.
 */
export function countRange(group: Family, flags: Int32Array): [number, number] {
  const f = FAMILIES[group];
  const balls = regularBallCount(group);
  let flagged = 0;
  for (const x of flags) flagged += x;
  const pool = flags.length;
  if (!f.distinct) return [flagged === pool ? balls : 0, flagged === 0 ? 0 : balls];
  return [Math.max(0, balls - (pool - flagged)), Math.min(balls, flagged)];
}

/** How many of the first `n` balls are flagged (flags indexed from the family's `min`). */
export function countFlagged(balls: readonly number[], n: number, flags: Int32Array, min: number): number {
  let c = 0;
  for (let j = 0; j < n; j++) c += flags[balls[j] - min];
  return c;
}

/** How many different numbers `balls` holds (for families whose numbers repeat; span ≤ 31). */
export function countDistinct(balls: readonly number[], min: number): number {
  let mask = 0;
  for (let j = 0; j < balls.length; j++) mask |= 1 << (balls[j] - min);
  let c = 0;
  for (; mask !== 0; mask &= mask - 1) c++;
  return c;
}
