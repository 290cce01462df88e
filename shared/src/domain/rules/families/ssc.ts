import { ballParityLabels, ballSizeLabels, longHuOf, sideLabel, sumOf, sumParityLabel, sumSizeLabel } from '../labels';
import { PUKE_LABELS, pukeShape } from '../shapes';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DAN_SHUANG, LONG_HU_HE } from '../types';

/** Rule detail of a 时时彩 draw (five digits 万 千 百 十 个). */
export type SscRuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
  longHu: string;
  qianSan: string;
  zhongSan: string;
  houSan: string;
};

const shapeLabel = (d: readonly number[], from: number): string =>
  PUKE_LABELS[pukeShape(d[from], d[from + 1], d[from + 2])];

/**
 * 时时彩 two-sided rules: a digit is 大 at 5–9, 小 at 0–4, 单/双 by parity. 总和 (0–45): 23–45 大,
 * 0–22 小, 单/双 by parity. 龙虎: 万位 vs 个位, 龙 when 万 is larger, 虎 when smaller, 和 when
 * equal. 前三 (万千百), 中三 (千百十), 后三 (百十个) 形态: 豹子, 顺子 (8-9-0 and 9-0-1 wrap),
 * 对子, 半顺, 杂六 (see pukeShape).
 */
export function sscRuleDetail(balls: readonly number[]): SscRuleDetail {
  const zongHe = sumOf(balls);
  return {
    zongHe,
    zongHeDaXiao: sumSizeLabel('ssc', zongHe),
    zongHeDanShuang: sumParityLabel(zongHe),
    hmDaXiao: ballSizeLabels('ssc', balls),
    hmDanShuang: ballParityLabels('ssc', balls),
    longHu: sideLabel(longHuOf(balls[0], balls[4])),
    qianSan: shapeLabel(balls, 0),
    zhongSan: shapeLabel(balls, 1),
    houSan: shapeLabel(balls, 2),
  };
}

const SHAPES = Object.values(PUKE_LABELS);

/** Keys of the 时时彩 rule detail (RULE_DETAIL_DOCS.ssc). */
export const SSC_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '总和：五个号码之和，0–45' },
  { key: 'zongHeDaXiao', type: 'string', description: '总和大小：23–45 为大，0–22 为小', values: DA_XIAO },
  { key: 'zongHeDanShuang', type: 'string', description: '总和单双', values: DAN_SHUANG },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '万、千、百、十、个位各位大小：5–9 为大，0–4 为小（5 项）',
    values: DA_XIAO,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '万、千、百、十、个位各位单双（5 项）', values: DAN_SHUANG },
  { key: 'longHu', type: 'string', description: '龙虎：万位大于个位为龙，小于为虎，相等为和', values: LONG_HU_HE },
  { key: 'qianSan', type: 'string', description: '前三（万千百）形态：豹子、顺子、对子、半顺、杂六', values: SHAPES },
  { key: 'zhongSan', type: 'string', description: '中三（千百十）形态：豹子、顺子、对子、半顺、杂六', values: SHAPES },
  { key: 'houSan', type: 'string', description: '后三（百十个）形态：豹子、顺子、对子、半顺、杂六', values: SHAPES },
];
