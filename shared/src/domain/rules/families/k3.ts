import { ballParityLabels, ballSizeLabels, sumOf, sumParityLabel, sumSizeLabel } from '../labels';
import { K3_SHAPE_LABELS, k3Shape } from '../shapes';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DA_XIAO_HE, DAN_SHUANG } from '../types';

/** Rule detail of a 快3 draw (three dice 1–6, 百位 十位 个位). */
export type K3RuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  xingTai: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
};

/**
 * 快3 rules: 总和 (3–18) 11–17 大, 4–10 小; our choice is that 3 and 18 (only possible as the
 * 豹子 1-1-1 and 6-6-6) are 和 and decide neither, while other 豹子 are judged by their sum.
 * 总和单双 by parity. 形态: 三同号, 三连号, 二同号, 三不同 (see k3Shape). Each die is 大 at 4–6,
 * 小 at 1–3, 单/双 by parity.
 */
export function k3RuleDetail(balls: readonly number[]): K3RuleDetail {
  const zongHe = sumOf(balls);
  return {
    zongHe,
    zongHeDaXiao: sumSizeLabel('k3', zongHe),
    zongHeDanShuang: sumParityLabel(zongHe),
    xingTai: K3_SHAPE_LABELS[k3Shape(balls[0], balls[1], balls[2])],
    hmDaXiao: ballSizeLabels('k3', balls),
    hmDanShuang: ballParityLabels('k3', balls),
  };
}

/** Keys of the 快3 rule detail (RULE_DETAIL_DOCS.k3). */
export const K3_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '总和：三个骰子点数之和，3–18' },
  {
    key: 'zongHeDaXiao',
    type: 'string',
    description: '总和大小：11–17 为大，4–10 为小；总和 3 与 18（豹子 111、666）为和',
    values: DA_XIAO_HE,
  },
  { key: 'zongHeDanShuang', type: 'string', description: '总和单双', values: DAN_SHUANG },
  {
    key: 'xingTai',
    type: 'string',
    description: '形态：三同号、三连号、二同号、三不同',
    values: Object.values(K3_SHAPE_LABELS),
  },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '百、十、个位各骰大小：4–6 为大，1–3 为小（3 项）',
    values: DA_XIAO,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '百、十、个位各骰单双（3 项）', values: DAN_SHUANG },
];
