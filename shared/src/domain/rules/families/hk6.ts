import {
  ballParityLabels,
  ballSizeLabels,
  digitSum,
  parityOf,
  sideLabel,
  sumOf,
  sumParityLabel,
  sumSizeLabel,
  tailSizeLabel,
} from '../labels';
import { elementOfNumberInYear, ELEMENTS } from '../hk6/element';
import { lunarYearOf } from '../hk6/lunar';
import { WAVE_COLOR_LABELS, waveColorOf } from '../hk6/waveColor';
import { jiaQinYeShou, zodiacOfYear, ZODIACS } from '../hk6/zodiac';
import type { RuleDetailDoc } from '../types';
import { DA_XIAO, DA_XIAO_HE, DAN_SHUANG, DAN_SHUANG_HE } from '../types';

/** Rule detail of a six-mark draw (six regular numbers then the special number, 1–49). */
export type Hk6RuleDetail = {
  shengXiao: string[];
  seBo: string[];
  wuXing: string[];
  zongHe: number;
  zongHeDaXiao: string;
  zongHeDanShuang: string;
  hmDaXiao: string[];
  hmDanShuang: string[];
  chiSeBo: string;
  tmHeShuDanShuang: string;
  tmWeiShuDaXiao: string;
  tmJiaQinYeShou: string;
};

/** The special number's two-sided bets are all 和 when it is 49. */
const SPECIAL_TIE = 49;

/**
 * Six-mark rules. Per ball in draw order (special last): 生肖 and 五行 of the draw's lunar year
 * (zodiacOf, elementOf) and the fixed 波色 (waveColorOf). 总和 of all seven (28–322): ≥ 175 大,
 * else 小; 单/双. 大小: the special number 25–48 大, 01–24 小, 49 和; a regular number 25–49 大.
 * 单双 by parity, the special 49 和. 特码 also: 合数单双 (parity of its digit sum), 尾数大小 (5–9
 * 大), 家禽/野兽 of its animal; 49 is 和 for 合数单双 and 尾数大小.
 */
export function hk6RuleDetail(balls: readonly number[], drawTimeMs: number): Hk6RuleDetail {
  const year = lunarYearOf(drawTimeMs);
  const special = balls[6];
  const zongHe = sumOf(balls);
  const specialTie = special === SPECIAL_TIE;
  return {
    shengXiao: balls.map((b) => zodiacOfYear(b, year)),
    seBo: balls.map((b) => WAVE_COLOR_LABELS[waveColorOf(b)]),
    wuXing: balls.map((b) => elementOfNumberInYear(b, year)),
    zongHe,
    zongHeDaXiao: sumSizeLabel('hk6', zongHe),
    zongHeDanShuang: sumParityLabel(zongHe),
    hmDaXiao: ballSizeLabels('hk6', balls),
    hmDanShuang: ballParityLabels('hk6', balls),
    chiSeBo: WAVE_COLOR_LABELS[waveColorOf(special)],
    tmHeShuDanShuang: specialTie ? '和' : sideLabel(parityOf(digitSum(special))),
    tmWeiShuDaXiao: specialTie ? '和' : tailSizeLabel(special),
    tmJiaQinYeShou: jiaQinYeShou(zodiacOfYear(special, year)),
  };
}

const COLORS = Object.values(WAVE_COLOR_LABELS);

/** Keys of the six-mark rule detail (RULE_DETAIL_DOCS.hk6). */
export const HK6_RULE_DOCS: RuleDetailDoc[] = [
  {
    key: 'shengXiao',
    type: 'string[]',
    description: '各号码生肖（7 项，特码在最后）：按开奖日所在农历年，01 为当年生肖，依次倒序，春节换肖',
    values: ZODIACS,
  },
  {
    key: 'seBo',
    type: 'string[]',
    description: '各号码波色（7 项，特码在最后）：红、蓝、绿，按固定波色表',
    values: COLORS,
  },
  {
    key: 'wuXing',
    type: 'string[]',
    description: '各号码五行（7 项，特码在最后）：号码所代表出生年份的纳音五行，按农历年计算',
    values: ELEMENTS,
  },
  { key: 'zongHe', type: 'number', description: '总和：七个号码（含特码）之和，28–322' },
  { key: 'zongHeDaXiao', type: 'string', description: '总和大小：大于等于 175 为大，小于 175 为小', values: DA_XIAO },
  { key: 'zongHeDanShuang', type: 'string', description: '总和单双', values: DAN_SHUANG },
  {
    key: 'hmDaXiao',
    type: 'string[]',
    description: '七个号码各自大小：特码 25–48 为大、01–24 为小、49 为和；正码 25–49 为大、01–24 为小',
    values: DA_XIAO_HE,
  },
  { key: 'hmDanShuang', type: 'string[]', description: '七个号码各自单双：特码 49 为和', values: DAN_SHUANG_HE },
  { key: 'chiSeBo', type: 'string', description: '特码波色：红、蓝、绿', values: COLORS },
  {
    key: 'tmHeShuDanShuang',
    type: 'string',
    description: '特码合数单双：特码个位与十位之和的单双，特码 49 为和',
    values: DAN_SHUANG_HE,
  },
  {
    key: 'tmWeiShuDaXiao',
    type: 'string',
    description: '特码尾数大小：尾数 5–9 为大，0–4 为小，特码 49 为和',
    values: DA_XIAO_HE,
  },
  {
    key: 'tmJiaQinYeShou',
    type: 'string',
    description: '特码家禽野兽：牛、马、羊、鸡、狗、猪为家禽，鼠、虎、兔、龙、蛇、猴为野兽',
    values: ['家禽', '野兽'],
  },
];
