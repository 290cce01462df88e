import type { RuleSection } from '../types';

/**
 * 快乐8 rule text: twenty distinct of 01–80, no positions; 总和 > 810 大, 810 和; 上中下盘,
 * 奇和偶盘; 五行 of the sum (see rules/families/kl8.ts).
 */
export function kl8Sections(): RuleSection[] {
  return [
    {
      heading: '开奖方式',
      paragraphs: ['每期从 01–80 共八十个号码中不重复地开出 20 个号码。号码没有固定位置，走势按号码的分布统计。'],
    },
    {
      heading: '总和',
      paragraphs: [
        '20 个号码相加为总和，范围 210–1410：大于 810 为大，小于 810 为小，等于 810 为和；单双按总和的奇偶判定。',
      ],
    },
    {
      heading: '上中下盘与奇和偶盘',
      paragraphs: [
        '01–40 为上盘号码，41–80 为下盘号码：开出的上盘号码多于下盘号码为上盘，各 10 个为中盘，少于下盘号码为下盘。',
        '开出的单数号码多于双数号码为奇盘，各 10 个为和盘，少于双数号码为偶盘。',
      ],
    },
    {
      heading: '总和五行',
      paragraphs: ['按总和划分：金 210–695，木 696–763，水 764–855，火 856–923，土 924–1410。'],
    },
  ];
}
