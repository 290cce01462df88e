import type { Family } from '../types';

/** The two-sided attribute a streak runs on: 大小, 单双 or 龙虎. */
export type StreakAttribute = 'daxiao' | 'danshuang' | 'longhu';

/**
 * A dragon streak (长龙): the latest `streak` draws of one lottery all gave the same value
 * (`label`) for one attribute of one position, ending at `period` (the latest draw).
 */
export interface Streak {
  code: string;
  name: string;
  /** Position key: `hm1…hmN`, `sum` (总和/和值), `gyh` (pk10 冠亚和), `lh1…lhN` (龙虎 pairs). */
  position: string;
  /** Chinese label of the position: 冠军, 万位, 总和, 冠亚和, 1V10 龙虎 … */
  positionLabel: string;
  attribute: StreakAttribute;
  /** Chinese label of the repeated value: 大, 小, 单, 双, 龙 or 虎 (never 和). */
  label: string;
  streak: number;
  period: string;
}

/** The lottery a streak list is computed for. */
export interface StreakLottery {
  code: string;
  name: string;
  group: Family;
}

/** A draw as the streak computation needs it. */
export interface StreakDraw {
  period: string;
  balls: number[];
}
