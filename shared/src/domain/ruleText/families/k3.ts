import type { RuleSection } from '../types';
import { sumRangeText } from '../common';

/**
 * 快3 rule text: three dice; 总和 11–17 大, 4–10 小, 3 and 18 (111, 666) 和 (our choice); 单双;
 * each die 4–6 大; 形态 三同号, 三连号, 二同号, 三不同 (see rules/shapes.ts).
 */
export function k3Sections(): RuleSection[] {
  return [
    {
      heading: '开奖方式',
      paragraphs: ['每期掷出 3 颗骰子，每颗 1–6 点，依次记为百位、十位、个位。'],
    },
    {
      heading: '总和',
      paragraphs: [
        `三颗骰子点数相加为总和，范围 3–18：${sumRangeText('k3')}。`,
        '总和为 3（111）或 18（666）时，本站判为和，不计大小；其余豹子（如 222、555）照常按总和判定大小。',
        '单双按总和的奇偶判定。',
      ],
    },
    {
      heading: '单骰两面',
      paragraphs: ['每颗骰子单独判定：4–6 点为大，1–3 点为小；单数为单，双数为双。'],
    },
    {
      heading: '形态',
      paragraphs: [
        '三同号：三颗骰子点数相同，如 111、666。',
        '三连号：三颗骰子点数连续，如 123、456；不首尾循环，612 不算三连号。',
        '二同号：其中恰有两颗点数相同，如 112、556。',
        '三不同：三颗点数各不相同且不相连，如 135、146。三连号本身也是三个不同的号码，本站统计时记为三连号。',
      ],
    },
  ];
}
