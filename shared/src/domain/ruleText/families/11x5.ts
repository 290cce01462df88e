import type { RuleSection } from '../types';

/**
 * 11选5 rule text: five distinct of 01–11; each ball 06–10 大 and 11 和 for 大小 and 单双 (our
 * choice); 总和 > 30 大, < 30 小, 30 和; 尾数; 龙虎 第一球 vs 第五球.
 */
export function syx5Sections(): RuleSection[] {
  return [
    {
      heading: '开奖方式',
      paragraphs: ['每期从 01–11 共十一个号码中不重复地开出 5 个号码，依次为第一球至第五球。'],
    },
    {
      heading: '各球两面',
      paragraphs: [
        '每一球单独判定：06–10 为大，01–05 为小；单数为单，双数为双。',
        '开出 11 时，本站将该球的大小与单双都判为和。',
      ],
    },
    {
      heading: '总和',
      paragraphs: [
        '五个号码相加为总和，范围 15–45：大于 30 为大，小于 30 为小，等于 30 为和；单双按总和的奇偶判定。',
        '总和尾数大小：总和的个位数 5–9 为尾大，0–4 为尾小。',
      ],
    },
    {
      heading: '龙虎',
      paragraphs: ['第一球号码大于第五球为龙，小于为虎；号码互不相同，不会出现和。'],
    },
  ];
}
