import type { Family } from '../types';

/**
 * Contract of the trend computations (API.md "Trends"). The server returns these shapes as
 * they are; the trend pages render them generically from the `TrendTypeSpec` metadata.
 */

/** One column key of a trend table, e.g. `num7` labelled '7' or `daxiao_da` labelled '大'. */
export interface TrendKey {
  key: string;
  label: string;
}

/** One position block of a trend table (`hm1` 冠军, `all`, `gyh` 冠亚和 …) and its keys. */
export interface TrendPosition {
  key: string;
  label: string;
  keys: TrendKey[];
}

/** What a trend type is for a family: its Chinese label and its positions with their keys. */
export interface TrendTypeSpec {
  type: string;
  label: string;
  positions: TrendPosition[];
}

/** One row of a trend: `missing[position][key]` is 0 on a hit, else periods since the last hit. */
export interface TrendRow {
  period: string;
  drawTime: string;
  balls: number[];
  missing: Record<string, Record<string, number>>;
}

/** The five window statistics of API.md. */
export type StatName = 'appearCount' | 'avgMissing' | 'now' | 'biggestContinue' | 'biggestMissing';

/** Window statistics per statistic, per position, per key. */
export type TrendStats = Record<StatName, Record<string, Record<string, number>>>;

/** One trend of API.md: the window's rows, oldest first, and the window statistics. */
export interface TrendResult {
  list: TrendRow[];
  stats: TrendStats;
}

/**
 * One stored draw as the trend engine reads it (a `Draw` without its code fits). Histories are
 * passed whole, oldest first; the engine never mutates them and the rows it returns share the
 * `balls` arrays of the input.
 */
export interface TrendDraw {
  period: string;
  drawTime: string;
  balls: number[];
}

/**
 * Trend type ids (README.md in this folder lists them per family with their positions and keys):
 * basic 基本走势, distribution 号码分布, distributionTotal 分布总数, distributionShape 形态走势,
 * lingyierlu 012路, daxiao 大小, danshuang 单双, jhihHe 质合, shengPingJiang 升平降,
 * guanYaHe 冠亚和, sum 和值, sumShape 和值形态, longHu 龙虎, daxiaoRatio 大小比,
 * danshuangRatio 单双比.
 */
export type TrendTypeId =
  | 'basic'
  | 'distribution'
  | 'distributionTotal'
  | 'distributionShape'
  | 'lingyierlu'
  | 'daxiao'
  | 'danshuang'
  | 'jhihHe'
  | 'shengPingJiang'
  | 'guanYaHe'
  | 'sum'
  | 'sumShape'
  | 'longHu'
  | 'daxiaoRatio'
  | 'danshuangRatio';

/** Smallest and largest `count` a trend request may ask for (API.md: 1 ≤ count ≤ 5000). */
export const TREND_COUNT_MIN = 1;
/** Largest `count` a trend request may ask for. */
export const TREND_COUNT_MAX = 5000;
/** The window size when a request names none (API.md: default 30). */
export const TREND_COUNT_DEFAULT = 30;

/** Chinese labels of the statistics rows, in display order. */
export const STAT_LABELS: Record<StatName, string> = {
  appearCount: '出现次数',
  avgMissing: '平均遗漏',
  now: '当前遗漏',
  biggestContinue: '最大连出',
  biggestMissing: '最大遗漏',
};

/** The statistics rows in display order. */
export const STAT_ORDER: StatName[] = ['appearCount', 'avgMissing', 'now', 'biggestContinue', 'biggestMissing'];

/** Re-exported for the trend modules' convenience. */
export type { Family };
