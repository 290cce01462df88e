import {
  ballParityLabels,
  ballSizeLabels,
  longHuOf,
  sideLabel,
  sumOf,
  sumParityLabel,
  sumSizeLabel,
  tailSizeLabel,
} from '../labels';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DA_XIAO_HE, DAN_SHUANG, DAN_SHUANG_HE, LONG_HU } from '../types';

/** Rule detail of an 11选5 draw (five distinct numbers of 1–11, 第一球 … 第五球). */
export type Syx5RuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  zongHeWeiShuDaXiao: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
  longHu: string;
};

/**
 * 11选5 two-sided rules (provider type syx5): a ball is 大 at 6–10, 小 at 1–5; our choice,
 * as on most 11选5 sites, is that 11 is 和 for both per-ball 大小 and 单双. 总和 (15–45): > 30 大,
 * < 30 小, = 30 和; 单/双 by parity; 总和尾数 5–9 大, 0–4 小. 龙虎: 第一球 vs 第五球 (numbers
 * differ, so never 和).
 */
export function syx5RuleDetail(balls: readonly number[]): Syx5RuleDetail {
  const zongHe = sumOf(balls);
  return {
    zongHe,
    zongHeDaXiao: sumSizeLabel('11x5', zongHe),
    zongHeDanShuang: sumParityLabel(zongHe),
    zongHeWeiShuDaXiao: tailSizeLabel(zongHe),
    hmDaXiao: ballSizeLabels('11x5', balls),
    hmDanShuang: ballParityLabels('11x5', balls),
    longHu: sideLabel(longHuOf(balls[0], balls[4])),
  };
}

/** Keys of the 11选5 rule detail (RULE_DETAIL_DOCS['11x5']). */
export const SYX5_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '总和：五个号码之和，15–45' },
  {
    key: 'zongHeDaXiao',
    type: 'string',
    description: '总和大小：大于 30 为大，小于 30 为小，等于 30 为和',
    values: DA_XIAO_HE,
  },
  { key: 'zongHeDanShuang', type: 'string', description: '总和单双', values: DAN_SHUANG },
  { key: 'zongHeWeiShuDaXiao', type: 'string', description: '总和尾数大小：尾数 5–9 为大，0–4 为小', values: DA_XIAO },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '第一至第五球各球大小：6–10 为大，1–5 为小，11 为和（5 项）',
    values: DA_XIAO_HE,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '第一至第五球各球单双：11 为和（5 项）', values: DAN_SHUANG_HE },
  { key: 'longHu', type: 'string', description: '龙虎：第一球大于第五球为龙，小于为虎', values: LONG_HU },
];
