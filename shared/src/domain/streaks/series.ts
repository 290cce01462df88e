import { FAMILIES } from '../families';
import { ballParity, ballSize, ruleSum, sumSize } from '../rules/constants';
import type { Side } from '../rules/constants';
import type { LongHu, Parity } from '../rules/labels';
import { longHuOf, parityOf } from '../rules/labels';
import type { Family } from '../types';
import type { StreakAttribute } from './types';

/** One thing a streak can run on: a position's attribute and how to read it from a draw. */
export interface StreakSeries {
  position: string;
  positionLabel: string;
  attribute: StreakAttribute;
  valueOf: (balls: readonly number[]) => Side | Parity | LongHu;
}

/** The 龙虎 pairs of each family (0-based positions), with their labels. */
const LONG_HU_PAIRS: Partial<Record<Family, Array<{ a: number; b: number; label: string }>>> = {
  pk10: [0, 1, 2, 3, 4].map((i) => ({ a: i, b: 9 - i, label: `${i + 1}V${10 - i} 龙虎` })),
  ssc: [{ a: 0, b: 4, label: '龙虎' }],
  '11x5': [{ a: 0, b: 4, label: '龙虎' }],
  kl10: [{ a: 0, b: 7, label: '龙虎' }],
};

const sumLabel = (group: Family): string => {
  if (group === 'pk10') return '冠亚和';
  return group === 'xy28' || group === 'others' ? '和值' : '总和';
};

/**
 * Everything a family's streaks are counted on, in display order: each fixed position's 大小
 * and 单双 (per-ball rules of constants.ts, so 11选5's 11 and the six-mark special 49 are 和),
 * then the sum's 大小 and 单双 (pk10's 冠亚和, key `gyh`; otherwise `sum`), then the 龙虎 pairs
 * (pk10 1V10…5V6, ssc 万 vs 个, 11选5 第一 vs 第五球, 快乐10分 第一 vs 第八球). 快乐8 has no fixed
 * positions: only its sum.
 */
export function streakSeries(group: Family): StreakSeries[] {
  const series: StreakSeries[] = [];
  FAMILIES[group].positionLabels.forEach((label, i) => {
    const position = `hm${i + 1}`;
    series.push({ position, positionLabel: label, attribute: 'daxiao', valueOf: (b) => ballSize(group, b[i], i) });
    series.push({ position, positionLabel: label, attribute: 'danshuang', valueOf: (b) => ballParity(group, b[i], i) });
  });
  const position = group === 'pk10' ? 'gyh' : 'sum';
  const positionLabel = sumLabel(group);
  series.push({ position, positionLabel, attribute: 'daxiao', valueOf: (b) => sumSize(group, ruleSum(group, b)) });
  series.push({ position, positionLabel, attribute: 'danshuang', valueOf: (b) => parityOf(ruleSum(group, b)) });
  (LONG_HU_PAIRS[group] ?? []).forEach(({ a, b, label }, i) => {
    series.push({
      position: `lh${i + 1}`,
      positionLabel: label,
      attribute: 'longhu',
      valueOf: (balls) => longHuOf(balls[a], balls[b]),
    });
  });
  return series;
}
