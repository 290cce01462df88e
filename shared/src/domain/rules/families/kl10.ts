import {
  ballParityLabels,
  ballSizeLabels,
  digitSumParityLabel,
  longHuOf,
  sideLabel,
  sumOf,
  sumParityLabel,
  sumSizeLabel,
  tailSizeLabel,
} from '../labels';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DA_XIAO_HE, DAN_SHUANG, LONG_HU } from '../types';

/** Rule detail of a 快乐10分 / 幸运农场 draw (eight distinct numbers of 1–20). */
export type Kl10RuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  zongHeWeiShuDaXiao: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
  hmWeiShuDaXiao: string[];
  hmHeShuDanShuang: string[];
  hmZhongFaBai: string[];
  hmFangWei: string[];
  longHu: string;
};

const DIRECTIONS = ['北', '东', '南', '西'] as const;

/** 中 for 01–07, 发 for 08–14, 白 for 15–20. */
export function zhongFaBaiOf(n: number): '中' | '发' | '白' {
  if (n <= 7) return '中';
  return n <= 14 ? '发' : '白';
}

/** 东 for 1 5 9 13 17, 南 for 2 6 10 14 18, 西 for 3 7 11 15 19, 北 for 4 8 12 16 20. */
export function fangWeiOf(n: number): '东' | '南' | '西' | '北' {
  return DIRECTIONS[n % 4];
}

/**
 * 快乐10分 rules: a ball is 大 at 11–20, 小 at 1–10; 单/双 by parity; 尾数 5–9 大; 合数单双 by the
 * parity of its digit sum; 中发白 and 东南西北 as above. 总和 (36–132): 85–132 大, 36–83 小,
 * 84 和; 单/双; 总和尾数 5–9 大. 龙虎: 第一球 vs 第八球 (numbers differ, so never 和).
 */
export function kl10RuleDetail(balls: readonly number[]): Kl10RuleDetail {
  const zongHe = sumOf(balls);
  return {
    zongHe,
    zongHeDaXiao: sumSizeLabel('kl10', zongHe),
    zongHeDanShuang: sumParityLabel(zongHe),
    zongHeWeiShuDaXiao: tailSizeLabel(zongHe),
    hmDaXiao: ballSizeLabels('kl10', balls),
    hmDanShuang: ballParityLabels('kl10', balls),
    hmWeiShuDaXiao: balls.map(tailSizeLabel),
    hmHeShuDanShuang: balls.map(digitSumParityLabel),
    hmZhongFaBai: balls.map(zhongFaBaiOf),
    hmFangWei: balls.map(fangWeiOf),
    longHu: sideLabel(longHuOf(balls[0], balls[7])),
  };
}

/** Keys of the 快乐10分 rule detail (RULE_DETAIL_DOCS.kl10). */
export const KL10_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '总和：八个号码之和，36–132' },
  {
    key: 'zongHeDaXiao',
    type: 'string',
    description: '总和大小：85–132 为大，36–83 为小，84 为和',
    values: DA_XIAO_HE,
  },
  { key: 'zongHeDanShuang', type: 'string', description: '总和单双', values: DAN_SHUANG },
  { key: 'zongHeWeiShuDaXiao', type: 'string', description: '总和尾数大小：尾数 5–9 为大，0–4 为小', values: DA_XIAO },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '第一至第八球各球大小：11–20 为大，1–10 为小（8 项）',
    values: DA_XIAO,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '第一至第八球各球单双（8 项）', values: DAN_SHUANG },
  {
    key: 'hmWeiShuDaXiao',
    type: 'string[]',
    description: '各球尾数大小：尾数 5–9 为大，0–4 为小（8 项）',
    values: DA_XIAO,
  },
  {
    key: 'hmHeShuDanShuang',
    type: 'string[]',
    description: '各球合数单双：号码个位与十位之和的单双（8 项）',
    values: DAN_SHUANG,
  },
  {
    key: 'hmZhongFaBai',
    type: 'string[]',
    description: '各球中发白：01–07 为中，08–14 为发，15–20 为白（8 项）',
    values: ['中', '发', '白'],
  },
  {
    key: 'hmFangWei',
    type: 'string[]',
    description: '各球东南西北：除以 4 余 1 为东、余 2 为南、余 3 为西、整除为北（8 项）',
    values: ['东', '南', '西', '北'],
  },
  { key: 'longHu', type: 'string', description: '龙虎：第一球大于第八球为龙，小于为虎', values: LONG_HU },
];
