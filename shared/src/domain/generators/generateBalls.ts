import { FAMILIES } from '../families';
import type { Family } from '../types';

/**
 * Random legal draws for the simulated lotteries. Randomness is a parameter: the server passes
 * `crypto.randomInt`, tests pass a seeded generator. `randomInt(k)` must return an integer in
 * [0, k); anything else throws rather than produce an illegal draw.
 */
export type RandomInt = (maxExclusive: number) => number;

function draw(randomInt: RandomInt, maxExclusive: number): number {
  const r = randomInt(maxExclusive);
  if (!Number.isInteger(r) || r < 0 || r >= maxExclusive) {
    throw new RangeError(
      `randomInt(${maxExclusive}) returned ${String(r)}, expected an integer in [0, ${maxExclusive})`,
    );
  }
  return r;
}

/** `count` independent uniform values in [min, max] (repeats allowed: digits, dice). */
export function independentBalls(count: number, min: number, max: number, randomInt: RandomInt): number[] {
  return Array.from({ length: count }, () => min + draw(randomInt, max - min + 1));
}

/**
 * `count` distinct values of [min, max] in uniformly random order: a partial Fisher–Yates
 * shuffle that stops after `count` swaps (all of them for a full permutation).
 */
export function distinctBalls(count: number, min: number, max: number, randomInt: RandomInt): number[] {
  const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  if (count > pool.length) throw new RangeError(`cannot pick ${count} distinct numbers of ${min}–${max}`);
  for (let i = 0; i < count; i++) {
    const j = i + draw(randomInt, pool.length - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

/**
 * One random legal draw of a family, in draw order (FAMILIES gives count, range and whether
 * numbers repeat): pk10 a permutation of 1–10; 11x5, kl10, kl8 distinct numbers; six-mark 7
 * distinct numbers of 1–49 whose last is the special number; ssc, k3, xy28 and the three-digit
 * games independent digits or dice.
 */
export function generateBalls(group: Family, randomInt: RandomInt): number[] {
  const spec = FAMILIES[group];
  return spec.distinct
    ? distinctBalls(spec.ballCount, spec.min, spec.max, randomInt)
    : independentBalls(spec.ballCount, spec.min, spec.max, randomInt);
}
