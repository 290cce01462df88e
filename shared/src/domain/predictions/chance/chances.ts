import { FAMILIES } from '../../families';
import { ballParity, ballSize, sumSize } from '../../rules/constants';
import { parityOf } from '../../rules/labels';
import type { Family } from '../../types';
import { sumProbability } from './sumDistribution';

/**
 * Exact chance rates from the family rules (issue 17 item 7): what pure chance gives a pick.
 *
 * Position marginals: in every family each position's number is uniform over the family's
 * range — independent digits and dice trivially; PK10 (a random permutation) and the
 * distinct-number families (a random ordered sample) by symmetry: every number is equally
 * likely at every position. So a set of k numbers at one position hits with chance k / K,
 * K = max − min + 1, and killing one number succeeds with chance (K − 1) / K.
 * Sums are not uniform: their chances come from the exact sum distribution.
 */

/** Size of the family's number range (PK10 10, 时时彩 10, 11选5 11, 快3 6, 快乐10分 20, 六合彩 49). */
export function rangeSize(group: Family): number {
  return FAMILIES[group].max - FAMILIES[group].min + 1;
}

/** Chance that a position's number is one of `count` named numbers: count / K. */
export function numberChance(group: Family, count: number): number {
  return count / rangeSize(group);
}

/** Chance that one named number does NOT come at a position: (K − 1) / K (PK10 90 %). */
export function killChance(group: Family): number {
  return (rangeSize(group) - 1) / rangeSize(group);
}

/** The two-sided attributes a prediction can name. */
export type TwoSidedAttribute = 'daxiao' | 'danshuang';

/** The two sides of each attribute, in order; a result that is neither is 和. */
export const TWO_SIDES: Record<TwoSidedAttribute, readonly [string, string]> = {
  daxiao: ['大', '小'],
  danshuang: ['单', '双'],
};

const SIDE_KEYS: Record<TwoSidedAttribute, readonly [string, string]> = {
  daxiao: ['da', 'xiao'],
  danshuang: ['dan', 'shuang'],
};

/**
 * Exact chances of [first side, second side] of a ball at 0-based position `index`, by counting
 * the family's numbers under its per-ball rule (ballSize / ballParity): 11选5 大 = 5 / 11
 * (11 is 和), PK10 大 = 5 / 10. What is left to 1 is the chance of 和.
 */
export function ballSideChances(group: Family, index: number, attribute: TwoSidedAttribute): [number, number] {
  const spec = FAMILIES[group];
  const [a, b] = SIDE_KEYS[attribute];
  let first = 0;
  let second = 0;
  for (let v = spec.min; v <= spec.max; v++) {
    const side = attribute === 'daxiao' ? ballSize(group, v, index) : ballParity(group, v, index);
    if (side === a) first++;
    else if (side === b) second++;
  }
  const k = rangeSize(group);
  return [first / k, second / k];
}

/**
 * Exact chances of [first side, second side] of the family's rule sum (总和, 和值, PK10 冠亚和)
 * from its exact distribution (sumDistribution.ts): PK10 冠亚和 大 40/90 (11 is 和), 单 50/90;
 * 快3 大 107/216 (3 and 18 are 和); 时时彩 大 exactly 1/2.
 */
export function sumSideChances(group: Family, attribute: TwoSidedAttribute): [number, number] {
  const [a, b] = SIDE_KEYS[attribute];
  const sideOf = (s: number): string => (attribute === 'daxiao' ? sumSize(group, s) : parityOf(s));
  return [sumProbability(group, (s) => sideOf(s) === a), sumProbability(group, (s) => sideOf(s) === b)];
}
