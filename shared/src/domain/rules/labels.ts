import type { Family } from '../types';
import { ballParity, ballSize, SIDE_LABELS, sumSize } from './constants';
import type { Side } from './constants';

/**
 * Small two-sided helpers shared by every family's rule detail, the streaks and the rule
 * text. Thresholds live in constants.ts; this file only turns them into labels.
 */

/** 单/双 of any whole number by parity (used for sums, which have no 和 of their own). */
export type Parity = 'dan' | 'shuang';

/** Dragon/tiger outcome: 龙 when the first value is larger, 虎 when smaller, 和 when equal. */
export type LongHu = 'long' | 'hu' | 'he';

/** 单 when odd, 双 when even. */
export function parityOf(n: number): Parity {
  return Math.abs(n) % 2 === 1 ? 'dan' : 'shuang';
}

/** 龙虎: compares two balls; the earlier position is the dragon. Equal balls are 和. */
export function longHuOf(first: number, second: number): LongHu {
  if (first > second) return 'long';
  return first < second ? 'hu' : 'he';
}

/** Chinese label of a two-sided value ('da' → 大, 'long' → 龙 …). */
export function sideLabel(value: Side | Parity | LongHu): string {
  return SIDE_LABELS[value];
}

/** 大/小/和 label of every ball in draw order, using the family's per-ball rule (ballSize). */
export function ballSizeLabels(group: Family, balls: readonly number[]): string[] {
  return balls.map((b, i) => sideLabel(ballSize(group, b, i)));
}

/** 单/双/和 label of every ball in draw order, using the family's per-ball rule (ballParity). */
export function ballParityLabels(group: Family, balls: readonly number[]): string[] {
  return balls.map((b, i) => sideLabel(ballParity(group, b, i)));
}

/** 大/小/和 label of a sum under the family's sum rule (SUM_RULES). */
export function sumSizeLabel(group: Family, sum: number): string {
  return sideLabel(sumSize(group, sum));
}

/** 单/双 label of a sum. */
export function sumParityLabel(sum: number): string {
  return sideLabel(parityOf(sum));
}

/** 尾数大小: the last digit 5–9 is 大, 0–4 is 小. */
export function tailSizeLabel(n: number): string {
  return n % 10 >= 5 ? '大' : '小';
}

/** Sum of the decimal digits (合数, e.g. 19 → 10). */
export function digitSum(n: number): number {
  let s = 0;
  for (let v = Math.abs(n); v > 0; v = Math.floor(v / 10)) s += v % 10;
  return s;
}

/** 合数单双: parity of the digit sum (e.g. 10 → 1 单, 19 → 10 双). */
export function digitSumParityLabel(n: number): string {
  return sumParityLabel(digitSum(n));
}

/** Sum of all balls. */
export function sumOf(balls: readonly number[]): number {
  let s = 0;
  for (const b of balls) s += b;
  return s;
}
