import { FAMILIES } from '../../families';
import { SUM_RULES } from '../../rules/constants';
import type { Family } from '../../types';

/**
 * The exact distribution of a family's rule sum (the sum its 大小/单双 rule reads: all balls,
 * or PK10's 冠亚和 of the first two), as counts of equally likely outcomes. Exact integers
 * (BigInt): 快乐8's C(80, 20) outcomes pass 2^53.
 */
export interface SumDistribution {
  /** The smallest possible sum; counts[i] is the number of outcomes with sum min + i. */
  min: number;
  counts: bigint[];
  /** Number of equally likely outcomes (Σ counts). */
  total: bigint;
}

/**
 * Sums of `n` distinct values of [min, max]: a subset-sum count by number of values taken.
 * Order does not matter to a sum, and each unordered set stands for the same number (n!) of
 * ordered draws, so these counts have the proportions of the ordered draws (PK10 冠亚和: 45
 * pairs for 90 ordered ones).
 */
function distinctSums(n: number, min: number, max: number): bigint[] {
  const top = n * max;
  // ways[c][s]: sets of c values seen so far with sum s.
  const ways = Array.from({ length: n + 1 }, () => new Array<bigint>(top + 1).fill(0n));
  ways[0][0] = 1n;
  for (let v = min, seen = 0; v <= max; v++, seen++) {
    for (let c = Math.min(n, seen + 1); c >= 1; c--) {
      const from = ways[c - 1];
      const to = ways[c];
      for (let s = top - v; s >= 0; s--) if (from[s] !== 0n) to[s + v] += from[s];
    }
  }
  return ways[n];
}

/** Sums of `n` independent values of [min, max] (digits, dice): n-fold convolution. */
function independentSums(n: number, min: number, max: number): bigint[] {
  let dist = [1n];
  for (let i = 0; i < n; i++) {
    const next = new Array<bigint>(dist.length + max).fill(0n);
    dist.forEach((c, s) => {
      if (c !== 0n) for (let v = min; v <= max; v++) next[s + v] += c;
    });
    dist = next;
  }
  return dist;
}

const cache = new Map<Family, SumDistribution>();

/**
 * Exact distribution of the rule sum of a legal draw of the family (SUM_RULES: PK10 冠亚和 =
 * 2 distinct of 1–10; 时时彩 5 digits; 11选5 5 distinct of 1–11; 快3 3 dice; 快乐10分 8 distinct of
 * 1–20; 快乐8 20 distinct of 1–80; 幸运28 and 3D-type 3 digits; 六合彩 7 distinct of 1–49).
 * Computed once per family.
 */
export function ruleSumDistribution(group: Family): SumDistribution {
  const hit = cache.get(group);
  if (hit) return hit;
  const spec = FAMILIES[group];
  const n = SUM_RULES[group].of === 'first2' ? 2 : spec.ballCount;
  const raw = spec.distinct ? distinctSums(n, spec.min, spec.max) : independentSums(n, spec.min, spec.max);
  const first = raw.findIndex((c) => c !== 0n);
  let last = raw.length - 1;
  while (raw[last] === 0n) last--;
  const counts = raw.slice(first, last + 1);
  const dist = { min: first, counts, total: counts.reduce((a, b) => a + b, 0n) };
  cache.set(group, dist);
  return dist;
}

/** Probability that the rule sum satisfies `test`, from the exact counts. */
export function sumProbability(group: Family, test: (sum: number) => boolean): number {
  const { min, counts, total } = ruleSumDistribution(group);
  let hits = 0n;
  counts.forEach((c, i) => {
    if (test(min + i)) hits += c;
  });
  return ratio(hits, total);
}

/**
 * num / den as a double: exact counts divided once at the end (within a few units in the last
 * place; every count below 2^53, which is all but 快乐8's, converts exactly).
 */
export function ratio(num: bigint, den: bigint): number {
  return Number(num) / Number(den);
}
