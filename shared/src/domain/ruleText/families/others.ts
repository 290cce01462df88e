import type { RuleSection } from '../types';
import { sumRangeText } from '../common';

/**
 * Three-digit rule text (福彩3D, 排列3, 上海时时乐): per digit 大小 (5–9), 单双, 质合 (1 2 3 5 7);
 * 和值 14–27 大; 跨度; 形态 豹子/组三/组六 (see rules/families/others.ts).
 */
export function othersSections(): RuleSection[] {
  return [
    {
      heading: '开奖方式',
      paragraphs: [
        '每期开出 3 个号码，每个号码为 0–9 之间的数字，可以重复，依次为百位、十位、个位。福彩3D、排列3、上海时时乐均采用此规则，开奖时间以各彩种页面为准。',
      ],
    },
    {
      heading: '各位属性',
      paragraphs: [
        '大小：5–9 为大，0–4 为小。单双：单数为单，双数为双。',
        '质合：1、2、3、5、7 为质，0、4、6、8、9 为合（按彩票惯例，1 计为质）。',
      ],
    },
    {
      heading: '和值与跨度',
      paragraphs: [
        `三个号码相加为和值，范围 0–27：${sumRangeText('others')}；单双按和值的奇偶判定。`,
        '跨度：三个号码中最大号码减去最小号码，范围 0–9。',
      ],
    },
    {
      heading: '形态',
      paragraphs: ['豹子：三个号码相同，如 777。组三：其中恰有两个号码相同，如 558。组六：三个号码各不相同，如 147。'],
    },
  ];
}
