import { ballParityLabels, ballSizeLabels, sumOf, sumParityLabel, sumSizeLabel } from '../labels';
import { spanOf, ZU_XUAN_LABELS, zuXuanShape } from '../shapes';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DAN_SHUANG } from '../types';

/** Rule detail of a three-digit draw (福彩3D, 排列3, 上海时时乐: 百位 十位 个位). */
export type OthersRuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  kuaDu: number;
  xingTai: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
  hmZhiHe: string[];
};

/** The digits lotteries count as 质: 1 2 3 5 7 (1 included by lottery convention); 0 4 6 8 9 are 合. */
export const PRIME_DIGITS: readonly number[] = [1, 2, 3, 5, 7];

/** 质 for 1 2 3 5 7, 合 for 0 4 6 8 9. */
export function zhiHeOf(digit: number): '质' | '合' {
  return PRIME_DIGITS.includes(digit) ? '质' : '合';
}

/**
 * Three-digit rules (福彩3D, 排列3, 上海时时乐): a digit is 大 at 5–9, 小 at 0–4, 单/双 by parity,
 * 质/合 by zhiHeOf. 和值 (0–27) 14–27 大, 0–13 小, 单/双. 跨度 = max − min. 形态 豹子 (all equal),
 * 组三 (a pair), 组六 (all different).
 */
export function othersRuleDetail(balls: readonly number[]): OthersRuleDetail {
  const zongHe = sumOf(balls);
  return {
    zongHe,
    zongHeDaXiao: sumSizeLabel('others', zongHe),
    zongHeDanShuang: sumParityLabel(zongHe),
    kuaDu: spanOf(balls),
    xingTai: ZU_XUAN_LABELS[zuXuanShape(balls[0], balls[1], balls[2])],
    hmDaXiao: ballSizeLabels('others', balls),
    hmDanShuang: ballParityLabels('others', balls),
    hmZhiHe: balls.map(zhiHeOf),
  };
}

/** Keys of the three-digit rule detail (RULE_DETAIL_DOCS.others). */
export const OTHERS_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '和值：百、十、个位之和，0–27' },
  { key: 'zongHeDaXiao', type: 'string', description: '和值大小：14–27 为大，0–13 为小', values: DA_XIAO },
  { key: 'zongHeDanShuang', type: 'string', description: '和值单双', values: DAN_SHUANG },
  { key: 'kuaDu', type: 'number', description: '跨度：最大号码减最小号码，0–9' },
  {
    key: 'xingTai',
    type: 'string',
    description: '形态：三位相同为豹子，两位相同为组三，各不相同为组六',
    values: Object.values(ZU_XUAN_LABELS),
  },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '百、十、个位各位大小：5–9 为大，0–4 为小（3 项）',
    values: DA_XIAO,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '百、十、个位各位单双（3 项）', values: DAN_SHUANG },
  {
    key: 'hmZhiHe',
    type: 'string[]',
    description: '百、十、个位各位质合：1、2、3、5、7 为质，0、4、6、8、9 为合（3 项）',
    values: ['质', '合'],
  },
];
