import type { RuleSection } from '../types';
import { sumRangeText } from '../common';

/**
 * 时时彩 rule text: five digits; each 5–9 大; 总和 23–45 大; 龙虎 万 vs 个 with 和; 前三/中三/后三
 * 形态 豹子, 顺子 (wrapping 9-0), 对子, 半顺, 杂六 (see rules/shapes.ts).
 */
export function sscSections(): RuleSection[] {
  return [
    {
      heading: '开奖方式',
      paragraphs: ['每期开出 5 个号码，每个号码为 0–9 之间的数字，可以重复，依次为万位、千位、百位、十位、个位。'],
    },
    {
      heading: '各位两面',
      paragraphs: ['万位至个位每一位单独判定：5–9 为大，0–4 为小；单数为单，双数为双。'],
    },
    {
      heading: '总和',
      paragraphs: [`五个号码相加为总和，范围 0–45：${sumRangeText('ssc')}；单双按总和的奇偶判定。`],
    },
    {
      heading: '龙虎',
      paragraphs: ['以万位对个位：万位号码大于个位为龙，小于个位为虎，两者相等为和。'],
    },
    {
      heading: '前三、中三、后三形态',
      paragraphs: [
        '前三取万千百三位，中三取千百十三位，后三取百十个三位，各自按以下顺序判定，符合前一种即不再往下判断：',
        '豹子：三个号码相同，如 000、888。',
        '顺子：三个号码可以排成连续的数字，不分先后，9 与 0 视为相连，如 123、321、890、901。',
        '对子：其中恰有两个号码相同，如 112、090。',
        '半顺：其中两个号码相连（9 与 0 也算相连），且不是顺子或对子，如 125、390。',
        '杂六：不属于以上任何一种，如 135、028。',
      ],
    },
  ];
}
