import { seededRandomInt } from '../generators/seeded';
import type { PredictionWindow } from './window';
import { HOT_WINDOW, PREDICTION_LOOKBACK } from './window';

/** The named methods (专家). */
export type MethodId = 'hot' | 'cold' | 'balanced' | 'follow' | 'random';

/** A method as users see it: name, the sentence saying how it picks, and how it kills. */
export interface PredictionMethod {
  id: MethodId;
  name: string;
  /** How it picks (两面推荐, 专家推荐, 购彩计划), one Chinese sentence. */
  description: string;
  /** How it picks the number it kills (杀号计划), one Chinese sentence. */
  killDescription: string;
}

/**
 * The five methods, in display order. Each ranks a series' categories (numbers, or 大/小, 单/双)
 * from most to least expected; a plan takes the first k, a kill the last one. Ties always fall
 * to the smaller category (smaller number; 大 before 小, 单 before 双).
 *
 * - 热号 hot: hot(v) desc, then missing(v) asc.
 * - 冷号 cold: missing(v) desc.
 * - 均衡 balanced: |missing(v) − avgMissing(v)| asc (compared exactly as fractions).
 * - 跟号 follow: missing(v) asc (last draw's value first), then hot(v) desc.
 * - 随机对照 random: a Fisher–Yates shuffle seeded by FNV-1a of `${code}|${period}|${series}`.
 */
export const PREDICTION_METHODS: readonly PredictionMethod[] = [
  {
    id: 'hot',
    name: '热号',
    description: `选近 ${HOT_WINDOW} 期开出次数最多的号码（两面为开出较多的一面），次数相同时取最近开出的。`,
    killDescription: `杀近 ${HOT_WINDOW} 期开出次数最少的号码。`,
  },
  {
    id: 'cold',
    name: '冷号',
    description: '选当前遗漏期数最多、最久未开出的号码（两面为遗漏较久的一面）。',
    killDescription: '杀当前遗漏最少、最近刚开出的号码。',
  },
  {
    id: 'balanced',
    name: '均衡',
    description: `选当前遗漏最接近其近 ${PREDICTION_LOOKBACK} 期平均遗漏的号码，即按平时出现的节奏“该出”的号码。`,
    killDescription: `杀当前遗漏与其近 ${PREDICTION_LOOKBACK} 期平均遗漏相差最大的号码。`,
  },
  {
    id: 'follow',
    name: '跟号',
    description: '跟随上期开奖：先选上期开出的号码（两面为上期的结果），再按开出时间由近到远补足。',
    killDescription: '杀当前遗漏最多、最久未开出的号码。',
  },
  {
    id: 'random',
    name: '随机对照',
    description: '以彩种代码和期号为种子随机选取，与历史开奖无关，作为纯随机的对照。',
    killDescription: '以彩种代码和期号为种子随机杀一个号码，作为纯随机的对照。',
  },
];

/** Method ids in display order. */
export const METHOD_IDS: readonly MethodId[] = PREDICTION_METHODS.map((m) => m.id);

/** FNV-1a 32-bit hash of a string's UTF-16 code units (seed of the 随机对照 method). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The random method's order of `k` categories: a function of (code, period, series key) only. */
export function seededOrder(code: string, period: string, seriesKey: string, k: number): number[] {
  const rnd = seededRandomInt(fnv1a(`${code}|${period}|${seriesKey}`));
  const order = Array.from({ length: k }, (_, i) => i);
  for (let i = k - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/** What the period being predicted is: the lottery's code and the period key. */
export interface PlanTarget {
  code: string;
  period: string;
}

// Scratch sort keys, reused by every call (the largest range is 49; 快乐8's 80 has no plans).
const KEYS = Array.from({ length: 4 }, () => new Float64Array(128));

/** Category indexes ordered by `key` ascending, ties by index (stable insertion sort, K ≤ 49). */
function orderBy(key: Float64Array, k: number): number[] {
  const order = new Array<number>(k);
  for (let c = 0; c < k; c++) {
    const v = key[c];
    let j = c;
    while (j > 0 && key[order[j - 1]] > v) {
      order[j] = order[j - 1];
      j--;
    }
    order[j] = c;
  }
  return order;
}

/**
 * The order of series `i`'s categories for every method, most expected first, from the window
 * only (never from the period's own draw: the window does not hold it). Index = METHOD_IDS.
 * Each method's order is a sort on one numeric key per category, ties by category:
 * hot (30 − hot)·1024 + missing; cold −missing; balanced |missing − avgMissing| (a quotient of
 * integers below 2^16: equal fractions give equal doubles, distinct ones distinct doubles, so
 * the comparison is exact); follow missing·64 + (30 − hot).
 */
export function methodOrders(window: PredictionWindow, i: number, target: PlanTarget): number[][] {
  const series = window.series[i];
  const { hits, hot, last } = window.states[i];
  const k = series.labels.length;
  const n = window.drawCount;
  const w = Math.min(n, PREDICTION_LOOKBACK);
  const [hotKey, coldKey, balancedKey, followKey] = KEYS;
  for (let c = 0; c < k; c++) {
    const missing = last[c] >= n - w ? n - 1 - last[c] : w;
    const h = hits[c];
    hotKey[c] = (HOT_WINDOW - hot[c]) * 1024 + missing;
    coldKey[c] = -missing;
    balancedKey[c] = Math.abs(missing * (h + 1) - (w - h)) / (h + 1);
    followKey[c] = missing * 64 + (HOT_WINDOW - hot[c]);
  }
  return [
    orderBy(hotKey, k),
    orderBy(coldKey, k),
    orderBy(balancedKey, k),
    orderBy(followKey, k),
    seededOrder(target.code, target.period, series.key, k),
  ];
}
