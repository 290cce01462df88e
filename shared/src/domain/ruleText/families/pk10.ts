import type { RuleSection } from '../types';

/**
 * PK10 rule text: a permutation of 1–10 by rank; each rank 6–10 大; 冠亚和 > 11 大, < 11 小,
 * 11 和, 单双 by parity; 龙虎 1V10 … 5V6 (see rules/families/pk10.ts).
 */
export function pk10Sections(): RuleSection[] {
  return [
    {
      heading: '开奖方式',
      paragraphs: [
        '每期将 01–10 共十个号码全部开出，按名次依次排列为冠军、亚军、第三名直至第十名，每个号码恰好出现一次。',
        '开奖频率与每日期数以各彩种页面显示为准。',
      ],
    },
    {
      heading: '名次两面',
      paragraphs: ['冠军至第十名的每个名次单独判定：号码 06–10 为大，01–05 为小；号码为单数为单，双数为双。'],
    },
    {
      heading: '冠亚和',
      paragraphs: [
        '冠军号码与亚军号码相加为冠亚和，范围 3–19。',
        '冠亚和大于 11 为大，小于 11 为小，等于 11 为和；单双按冠亚和的奇偶判定，冠亚和 11 计为单。',
      ],
    },
    {
      heading: '龙虎',
      paragraphs: [
        '共 5 组对比：冠军对第十名（1V10）、亚军对第九名（2V9）、第三名对第八名（3V8）、第四名对第七名（4V7）、第五名对第六名（5V6）。',
        '前一名次的号码大于后一名次为龙，小于为虎。由于号码互不相同，龙虎不会出现和。',
      ],
    },
  ];
}
