import type { Family } from '../types';
import { SUM_RULES } from '../rules/constants';
import type { RuleSection } from './types';

/** Two-digit number as six-mark and 11选5 tables print it (5 → 05). */
export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Numbers joined by spaces, two digits each. */
export const numberList = (numbers: readonly number[]): string => numbers.map(pad2).join(' ');

/** "a–b 为大，c–d 为小" from the family's sum rule, so the text and the rule cannot drift apart. */
export function sumRangeText(group: Family): string {
  const r = SUM_RULES[group];
  return `${r.big[0]}–${r.big[1]} 为大，${r.small[0]}–${r.small[1]} 为小`;
}

/**
 * The section every family shares: how 和 works and what a 长龙 (dragon streak) is; a 和
 * ends a streak and is never reported as one.
 */
export const TIE_AND_STREAK_SECTION: RuleSection = {
  heading: '和局与长龙',
  paragraphs: [
    '开出“和”时，该项既不算大也不算小（或既不算单也不算双），不计入任何一方。',
    '长龙：同一项目（某一位置或总和的大小、单双，或某一组龙虎）连续多期开出相同结果即为长龙，本站在长龙提醒中列出连续 3 期及以上的项目；一旦开出“和”或另一结果，连续期数即告中断。',
  ],
};

/** The closing section of every rule page: reference only, no cash transactions. */
export const DISCLAIMER_SECTION: RuleSection = {
  heading: '声明',
  paragraphs: ['本站所有开奖数据、走势分析与玩法说明仅供参考，不涉及任何现金交易。'],
};
