import type { RuleSection } from '../types';
import { XY28_WAVE_NUMBERS } from '../../rules/families/xy28';
import { sumRangeText } from '../common';

/**
 * 幸运28 rule text: three digits summed 0–27; 14–27 大; 单双 and their combinations; 极大 22–27,
 * 极小 0–5; 波色 of the sum from XY28_WAVE_NUMBERS (0, 13, 14, 27 none).
 */
export function xy28Sections(): RuleSection[] {
  const list = (ns: readonly number[]) => ns.join(' ');
  return [
    {
      heading: '开奖方式',
      paragraphs: ['每期开出 3 个号码，每个号码为 0–9 之间的数字，可以重复；三个号码相加得到和值，范围 0–27。'],
    },
    {
      heading: '和值大小单双',
      paragraphs: [
        `和值 ${sumRangeText('xy28')}；单数为单，双数为双。`,
        '大小与单双组合为大单、大双、小单、小双四种。',
      ],
    },
    {
      heading: '极值',
      paragraphs: ['和值 22–27 为极大，0–5 为极小，其余和值不属于极值。'],
    },
    {
      heading: '波色',
      paragraphs: [
        `红波：${list(XY28_WAVE_NUMBERS.red)}。`,
        `蓝波：${list(XY28_WAVE_NUMBERS.blue)}。`,
        `绿波：${list(XY28_WAVE_NUMBERS.green)}。`,
        '和值为 0、13、14、27 时不属于任何波色。',
      ],
    },
    {
      heading: '单个号码',
      paragraphs: ['三个号码各自判定：5–9 为大，0–4 为小；单数为单，双数为双。'],
    },
  ];
}
