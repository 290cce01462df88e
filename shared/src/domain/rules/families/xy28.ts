import { ballParityLabels, ballSizeLabels, sumOf, sumParityLabel, sumSizeLabel } from '../labels';
import type { WaveColor } from '../hk6/waveColor';
import { WAVE_COLOR_LABELS } from '../hk6/waveColor';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DAN_SHUANG } from '../types';

/** Rule detail of a 幸运28 draw (three digits 0–9 and their sum 0–27). */
export type Xy28RuleDetail = {
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  zongHeZuHe: string;
  jiZhi: string;
  boSe: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
};

/**
 * The 幸运28 波色 table of the sum. 绿 1 4 7 10 16 19 22 25 is given by DOMAIN.md; 红 and 蓝 are
 * the usual PC蛋蛋/幸运28 split, identical in several independent public implementations
 * (betting engines and draw displays) checked when this was written; 0, 13, 14 and 27 have
 * no colour.
 */
export const XY28_WAVE_NUMBERS: Record<WaveColor, readonly number[]> = {
  red: [3, 6, 9, 12, 15, 18, 21, 24],
  blue: [2, 5, 8, 11, 17, 20, 23, 26],
  green: [1, 4, 7, 10, 16, 19, 22, 25],
};

/** Label of a 幸运28 sum that has no wave colour (0, 13, 14, 27). */
export const XY28_NO_WAVE_LABEL = '无';

/** The wave colour of a 幸运28 sum (0–27), or null for 0, 13, 14 and 27. */
export function xy28WaveColor(sum: number): WaveColor | null {
  for (const color of Object.keys(XY28_WAVE_NUMBERS) as WaveColor[]) {
    if (XY28_WAVE_NUMBERS[color].includes(sum)) return color;
  }
  return null;
}

/** 极大 for sums 22–27, 极小 for 0–5, otherwise 无. */
export function xy28Extreme(sum: number): '极大' | '极小' | '无' {
  if (sum >= 22) return '极大';
  return sum <= 5 ? '极小' : '无';
}

/**
 * 幸运28 rules: the sum of the three digits (0–27) is 大 at 14–27, 小 at 0–13, 单/双 by parity,
 * combined as 大单/大双/小单/小双; 极大 22–27, 极小 0–5; 波色 by XY28_WAVE_NUMBERS. Each digit is
 * 大 at 5–9, 小 at 0–4, 单/双 by parity.
 */
export function xy28RuleDetail(balls: readonly number[]): Xy28RuleDetail {
  const zongHe = sumOf(balls);
  const daXiao = sumSizeLabel('xy28', zongHe);
  const danShuang = sumParityLabel(zongHe);
  const color = xy28WaveColor(zongHe);
  return {
    zongHe,
    zongHeDaXiao: daXiao,
    zongHeDanShuang: danShuang,
    zongHeZuHe: daXiao + danShuang,
    jiZhi: xy28Extreme(zongHe),
    boSe: color ? WAVE_COLOR_LABELS[color] : XY28_NO_WAVE_LABEL,
    hmDaXiao: ballSizeLabels('xy28', balls),
    hmDanShuang: ballParityLabels('xy28', balls),
  };
}

/** Keys of the 幸运28 rule detail (RULE_DETAIL_DOCS.xy28). */
export const XY28_RULE_DOCS: RuleDetailDoc[] = [
  { key: 'zongHe', type: 'number', description: '和值：三个号码之和，0–27' },
  { key: 'zongHeDaXiao', type: 'string', description: '和值大小：14–27 为大，0–13 为小', values: DA_XIAO },
  { key: 'zongHeDanShuang', type: 'string', description: '和值单双', values: DAN_SHUANG },
  {
    key: 'zongHeZuHe',
    type: 'string',
    description: '大小单双组合：大单、大双、小单、小双',
    values: ['大单', '大双', '小单', '小双'],
  },
  {
    key: 'jiZhi',
    type: 'string',
    description: '极值：和值 22–27 为极大，0–5 为极小，其余为无',
    values: ['极大', '极小', '无'],
  },
  {
    key: 'boSe',
    type: 'string',
    description:
      '和值波色：红 3 6 9 12 15 18 21 24；蓝 2 5 8 11 17 20 23 26；绿 1 4 7 10 16 19 22 25；0、13、14、27 无波色',
    values: ['红', '蓝', '绿', XY28_NO_WAVE_LABEL],
  },
  { key: 'hmDaXiao', type: 'string[]', description: '三个号码各自大小：5–9 为大，0–4 为小（3 项）', values: DA_XIAO },
  { key: 'hmDanShuang', type: 'string[]', description: '三个号码各自单双（3 项）', values: DAN_SHUANG },
];
