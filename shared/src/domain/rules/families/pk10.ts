import { ballSizeLabels, ballParityLabels, longHuOf, sideLabel, sumParityLabel, sumSizeLabel } from '../labels';
import { ruleSum } from '../constants';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DA_XIAO_HE, DAN_SHUANG, LONG_HU } from '../types';

/** Rule detail of a PK10 draw (a permutation of 1–10 in rank order 冠军 … 第十名). */
export type Pk10RuleDetail = {
  guanYaHe: number;
  guanYaHeDaXiao: string;
  guanYaHeDanShuang: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
  longHu: string[];
};

/**
 * PK10 two-sided rules: each rank's number is 大 at 6–10, 小 at 1–5, 单/双 by parity.
 * 冠亚和 (冠军 + 亚军, 3–19): > 11 大, < 11 小, = 11 和; 单/双 by parity (11 is 单).
 * 龙虎 pairs 1V10, 2V9, 3V8, 4V7, 5V6: 龙 when the earlier rank's number is larger (numbers
 * differ, so never 和).
 */
export function pk10RuleDetail(balls: readonly number[]): Pk10RuleDetail {
  const guanYaHe = ruleSum('pk10', balls);
  return {
    guanYaHe,
    guanYaHeDaXiao: sumSizeLabel('pk10', guanYaHe),
    guanYaHeDanShuang: sumParityLabel(guanYaHe),
    hmDaXiao: ballSizeLabels('pk10', balls),
    hmDanShuang: ballParityLabels('pk10', balls),
    longHu: [0, 1, 2, 3, 4].map((i) => sideLabel(longHuOf(balls[i], balls[9 - i]))),
  };
}

/** Keys of the PK10 rule detail (RULE_DETAIL_DOCS.pk10). */
export const PK10_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'guanYaHe', type: 'number', description: '冠亚和：冠军号码 + 亚军号码，3–19' },
  {
    key: 'guanYaHeDaXiao',
    type: 'string',
    description: '冠亚和大小：大于 11 为大，小于 11 为小，等于 11 为和',
    values: DA_XIAO_HE,
  },
  {
    key: 'guanYaHeDanShuang',
    type: 'string',
    description: '冠亚和单双：按冠亚和的奇偶（11 为单）',
    values: DAN_SHUANG,
  },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '冠军至第十名各名次大小：6–10 为大，1–5 为小（10 项）',
    values: DA_XIAO,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '冠军至第十名各名次单双（10 项）', values: DAN_SHUANG },
  {
    key: 'longHu',
    type: 'string[]',
    description: '龙虎 1V10、2V9、3V8、4V7、5V6：前一名次号码大为龙，小为虎（5 项）',
    values: LONG_HU,
  },
];
