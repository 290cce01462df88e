import { hk6RuleDetail } from '../../rules/families/hk6';
import { ELEMENTS, elementNumbers } from '../../rules/hk6/element';
import type { FiveElement } from '../../rules/hk6/element';
import { lunarYearOf } from '../../rules/hk6/lunar';
import { WAVE_COLOR_LABELS, WAVE_COLOR_NUMBERS, waveColorOf } from '../../rules/hk6/waveColor';
import type { WaveColor } from '../../rules/hk6/waveColor';
import { yearZodiac, zodiacNumbers, zodiacOf, zodiacOrder } from '../../rules/hk6/zodiac';
import type { Zodiac } from '../../rules/hk6/zodiac';
import { methodOrders } from '../../predictions/methods';
import type { PredictionWindow } from '../../predictions/window';

/** A six-mark number as a paper shows it. */
export interface Hk6Ball {
  n: number;
  label: string;
  color: WaveColor;
  zodiac: Zodiac;
  element: FiveElement;
}

const label = (n: number) => String(n).padStart(2, '0');

/** A number with its colour, zodiac and element for a draw at `drawTime`. */
export function hk6Ball(n: number, drawTime: number): Hk6Ball {
  const detail = hk6RuleDetail([1, 2, 3, 4, 5, 6, n], drawTime);
  return {
    n,
    label: label(n),
    color: waveColorOf(n),
    zodiac: zodiacOf(n, drawTime),
    element: detail.wuXing[6] as FiveElement,
  };
}

/** 特码生肖表: the year's 生肖 of every number (in the year's order), 波色 and 五行 tables. */
export interface ZodiacTableModel {
  kind: 'zodiacTable';
  lunarYear: number;
  yearZodiac: Zodiac;
  zodiacs: Array<{ zodiac: Zodiac; numbers: number[] }>;
  colors: Array<{ color: WaveColor; label: string; numbers: number[] }>;
  elements: Array<{ element: FiveElement; numbers: number[] }>;
}

export function zodiacTableModel(drawTime: number): ZodiacTableModel {
  const year = lunarYearOf(drawTime);
  const byElement = elementNumbers(drawTime);
  return {
    kind: 'zodiacTable',
    lunarYear: year,
    yearZodiac: yearZodiac(year),
    zodiacs: zodiacOrder(drawTime).map((zodiac) => ({ zodiac, numbers: zodiacNumbers(zodiac, drawTime) })),
    colors: (['red', 'blue', 'green'] as const).map((color) => ({
      color,
      label: `${WAVE_COLOR_LABELS[color]}波`,
      numbers: [...WAVE_COLOR_NUMBERS[color]],
    })),
    elements: ELEMENTS.map((element) => ({ element, numbers: byElement[element] })),
  };
}

/** 开奖图: the seven numbers with colour, zodiac and element; 总和 and the special's two sides. */
export interface Hk6ResultModel {
  kind: 'hk6Result';
  period: string;
  drawTime: number;
  balls: Hk6Ball[];
  sum: number;
  sumSize: string;
  sumParity: string;
  specialSize: string;
  specialParity: string;
  specialColor: string;
}

export function hk6ResultModel(period: string, drawTime: number, balls: readonly number[]): Hk6ResultModel {
  const d = hk6RuleDetail(balls, drawTime);
  return {
    kind: 'hk6Result',
    period,
    drawTime,
    balls: balls.map((n) => hk6Ball(n, drawTime)),
    sum: d.zongHe,
    sumSize: d.zongHeDaXiao,
    sumParity: d.zongHeDanShuang,
    specialSize: d.hmDaXiao[6],
    specialParity: d.hmDanShuang[6],
    specialColor: d.chiSeBo,
  };
}

/** The spans of the 冷热 paper. */
export const HOT_COLD_WINDOWS = [10, 30, 100] as const;

/** 特码冷热排行: per span, the 10 hottest and 10 coldest special numbers, with current missing. */
export interface HotColdModel {
  kind: 'hotCold';
  period: string;
  windows: Array<{
    /** Periods asked for, and how many the history had. */
    size: number;
    periods: number;
    hot: Array<{ n: number; count: number }>;
    cold: Array<{ n: number; count: number; missing: number }>;
  }>;
}

/**
 * From the special numbers up to and including `period`, oldest first. Hot: count desc, then
 * number asc. Cold: count asc, then current missing desc (periods since last drawn in the history
 * given; the history length when never), then number asc.
 */
export function hotColdModel(period: string, specials: readonly number[]): HotColdModel {
  const missing = new Array<number>(50).fill(specials.length);
  specials.forEach((n, i) => (missing[n] = specials.length - 1 - i));
  return {
    kind: 'hotCold',
    period,
    windows: HOT_COLD_WINDOWS.map((size) => {
      const recent = specials.slice(-size);
      const count = new Array<number>(50).fill(0);
      for (const n of recent) count[n] += 1;
      const all = Array.from({ length: 49 }, (_, i) => i + 1);
      const hot = [...all].sort((a, b) => count[b] - count[a] || a - b).slice(0, 10);
      const cold = [...all].sort((a, b) => count[a] - count[b] || missing[b] - missing[a] || a - b).slice(0, 10);
      return {
        size,
        periods: recent.length,
        hot: hot.map((n) => ({ n, count: count[n] })),
        cold: cold.map((n) => ({ n, count: count[n], missing: missing[n] })),
      };
    }),
  };
}

/** A six-mark prediction for the special number. */
export interface Hk6Picks {
  danShuang: '单' | '双';
  daXiao: '大' | '小';
  color: WaveColor;
  siXiao: Zodiac[];
  baMa: number[];
}

/** 预测图纸: next period's picks and the previous paper's picks marked against its draw. */
export interface Hk6PredictModel {
  kind: 'hk6Predict';
  period: string;
  drawTime: number;
  basedOn: number;
  picks: Hk6Picks;
  previous: { period: string; special: number; picks: Hk6Picks; marks: Record<keyof Hk6Picks, boolean> } | null;
}

const HOT = 0;
const BALANCED = 2;
/** Numbers of the hot order the 单双 / 大小 / 波色 picks look at. */
const PICK_DEPTH = 10;

/**
 * The special number's picks for a period from the window of draws before it (the methods of
 * predictions/, series hm7): 单双, 大小 (25–48 大, 01–24 小) and 波色 are the majority among the 10
 * first numbers of 热号 (ties: 单, 大, then 红 蓝 绿; 49 counts for neither side); 四肖八码 walks
 * 均衡's order: the first four zodiacs met, two numbers each in that order.
 */
export function hk6Picks(
  window: PredictionWindow,
  target: { code: string; period: string },
  drawTime: number,
): Hk6Picks {
  const orders = methodOrders(window, 0, target);
  const numbers = window.series[0].numbers;
  const hot = orders[HOT].slice(0, PICK_DEPTH).map((c) => numbers[c]);
  const odd = hot.filter((n) => n !== 49 && n % 2 === 1).length;
  const even = hot.filter((n) => n !== 49 && n % 2 === 0).length;
  const big = hot.filter((n) => n >= 25 && n <= 48).length;
  const small = hot.filter((n) => n <= 24).length;
  const colorCount = (c: WaveColor) => hot.filter((n) => waveColorOf(n) === c).length;
  const color = (['red', 'blue', 'green'] as const).reduce((best, c) => (colorCount(c) > colorCount(best) ? c : best));
  const siXiao: Zodiac[] = [];
  const baMa: number[] = [];
  const taken = new Map<Zodiac, number>();
  for (const c of orders[BALANCED]) {
    const n = numbers[c];
    const z = zodiacOf(n, drawTime);
    if (!taken.has(z)) {
      if (siXiao.length === 4) continue;
      siXiao.push(z);
      taken.set(z, 0);
    }
    if (taken.get(z)! < 2) {
      taken.set(z, taken.get(z)! + 1);
      baMa.push(n);
    }
    if (baMa.length === 8) break;
  }
  return {
    danShuang: odd >= even ? '单' : '双',
    daXiao: big >= small ? '大' : '小',
    color,
    siXiao,
    baMa: baMa.sort((a, b) => a - b),
  };
}

/** The picks marked against the special number drawn (49 is 和: a miss for 单双 and 大小). */
export function markHk6Picks(picks: Hk6Picks, special: number, drawTime: number): Record<keyof Hk6Picks, boolean> {
  return {
    danShuang: special !== 49 && (special % 2 === 1 ? '单' : '双') === picks.danShuang,
    daXiao: special !== 49 && (special >= 25 ? '大' : '小') === picks.daXiao,
    color: waveColorOf(special) === picks.color,
    siXiao: picks.siXiao.includes(zodiacOf(special, drawTime)),
    baMa: picks.baMa.includes(special),
  };
}
