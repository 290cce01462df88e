import { FAMILIES } from '../families';
import { streakSeries } from '../streaks/series';
import type { Family } from '../types';
import type { TwoSidedAttribute } from './chance/chances';
import { ballSideChances, rangeSize, sumSideChances, TWO_SIDES } from './chance/chances';
import { numberPositionsOf, PLAN_FAMILIES } from './coverage';

/**
 * A series is one thing the methods predict: a position's number (`hm1`: categories are the
 * family's numbers) or a two-sided attribute of a position or of the sum (`hm1:daxiao`,
 * `gyh:danshuang`: categories 大/小 or 单/双). Each draw gives one category, or none (−1) when
 * the rules call the result 和.
 */
export interface PredictionSeries {
  /** `hm1`, `hm1:daxiao`, `sum:danshuang`, `gyh:daxiao` … */
  key: string;
  /** `hm1…hmN`, `sum` (总和/和值) or `gyh` (PK10 冠亚和). */
  position: string;
  positionLabel: string;
  attribute: 'number' | TwoSidedAttribute;
  /** Chinese label of each category: '01'…'10', '0'…'9', or 大 小 / 单 双. */
  labels: readonly string[];
  /** The number of each category (number series), else empty. */
  numbers: readonly number[];
  /** Exact chance of each category under the family's rules (chance/). */
  chances: readonly number[];
  /** The category a legal draw gives, or −1 for 和. */
  categoryOf: (balls: readonly number[]) => number;
}

/** Balls as the site shows them: two digits where the range passes 9. */
export function numberLabel(group: Family, n: number): string {
  return FAMILIES[group].max > 9 ? String(n).padStart(2, '0') : String(n);
}

function numberSeries(group: Family): PredictionSeries[] {
  const spec = FAMILIES[group];
  const k = rangeSize(group);
  const numbers = Array.from({ length: k }, (_, i) => spec.min + i);
  return numberPositionsOf(group).map((i) => ({
    key: `hm${i + 1}`,
    position: `hm${i + 1}`,
    positionLabel: spec.positionLabels[i],
    attribute: 'number',
    labels: numbers.map((n) => numberLabel(group, n)),
    numbers,
    chances: numbers.map(() => 1 / k),
    categoryOf: (balls) => balls[i] - spec.min,
  }));
}

const CATEGORY: Record<string, number> = { da: 0, xiao: 1, dan: 0, shuang: 1 };

/**
 * The two-sided series of a family: each position's 大小 and 单双, then the sum's (PK10 冠亚和
 * `gyh`, else `sum`), exactly the streak series of streaks/ without 龙虎 — so 11选5's 11 is 和
 * at its position and PK10 冠亚和 11 is 和 for 大小.
 */
function twoSidedSeries(group: Family): PredictionSeries[] {
  return streakSeries(group)
    .filter((s) => s.attribute !== 'longhu')
    .map((s) => {
      const attribute = s.attribute as TwoSidedAttribute;
      const index = s.position.startsWith('hm') ? Number(s.position.slice(2)) - 1 : -1;
      const chances = index >= 0 ? ballSideChances(group, index, attribute) : sumSideChances(group, attribute);
      return {
        key: `${s.position}:${attribute}`,
        position: s.position,
        positionLabel: s.positionLabel,
        attribute,
        labels: TWO_SIDES[attribute],
        numbers: [],
        chances,
        categoryOf: (balls) => CATEGORY[s.valueOf(balls)] ?? -1,
      };
    });
}

const cache = new Map<Family, PredictionSeries[]>();

/**
 * Every series the family's prediction kinds need, number series first: the positions of
 * numberPositionsOf when the family has an expert, kill or buy plan, the two-sided series when
 * it has 两面推荐. Empty for 快乐8 and 幸运28. Built once per family.
 */
export function predictionSeriesOf(group: Family): readonly PredictionSeries[] {
  let list = cache.get(group);
  if (!list) {
    const numbers = (['expert', 'buyplan', 'shJh'] as const).some((k) => PLAN_FAMILIES[k].includes(group));
    list = [
      ...(numbers ? numberSeries(group) : []),
      ...(PLAN_FAMILIES.lmTj.includes(group) ? twoSidedSeries(group) : []),
    ];
    cache.set(group, list);
  }
  return list;
}
