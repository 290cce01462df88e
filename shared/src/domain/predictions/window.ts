import { validateBalls } from '../families';
import type { Family } from '../types';
import type { PredictionSeries } from './series';
import { predictionSeriesOf } from './series';

/**
 * What the methods may look at: the last PREDICTION_LOOKBACK draws BEFORE the period being
 * predicted, summarised per series. A window only ever receives draws through pushDraw, so a
 * plan made from it cannot depend on the draw it predicts: the server pushes draw P − 1,
 * makes the plans for P, stores them, and only then pushes P's draw (after scoring).
 *
 * Everything a method reads is defined on the window W = the last min(n, 200) draws pushed:
 * - missing(v): draws in W after v's last occurrence in W; |W| when v does not occur in W
 *   (the trend tables' rule "never hit counts from the first stored draw", applied to W);
 * - hot(v): occurrences of v in the last min(n, 30) draws;
 * - hits(v): occurrences of v in W, and avgMissing(v) = (|W| − hits(v)) / (hits(v) + 1),
 *   the trend statistics' 平均遗漏 over W, unrounded.
 * Pushing is O(number of series) and allocation-free, so a backfill walks 34,560 periods in one
 * pass; predictionWindowOf(group, history) builds the same state from the history's last 200
 * draws (tests hold the two equal).
 */
export const PREDICTION_LOOKBACK = 200;

/** The 热号 window: occurrences over the last 30 draws (the site's 近30期). */
export const HOT_WINDOW = 30;

/** Per-series running state (typed arrays indexed by category). */
export interface SeriesState {
  /** Categories of the last LOOKBACK draws, as a ring indexed by draw number mod LOOKBACK (−1 = 和). */
  readonly ring: Int8Array;
  /** hits(v) over W. */
  readonly hits: Int32Array;
  /** hot(v) over the last 30 draws. */
  readonly hot: Int32Array;
  /** Draw number (0-based, over everything pushed) of v's last occurrence; −1 if never. */
  readonly last: Float64Array;
}

/** The prediction state of one lottery (family, series, and every series' running state). */
export interface PredictionWindow {
  readonly group: Family;
  readonly series: readonly PredictionSeries[];
  readonly states: readonly SeriesState[];
  /** Draws pushed so far. */
  drawCount: number;
}

/** An empty window for a family (RangeError for 快乐8 and 幸运28, which have no plans). */
export function createPredictionWindow(group: Family): PredictionWindow {
  const series = predictionSeriesOf(group);
  if (series.length === 0) throw new RangeError(`该彩种没有预测计划：${group}`);
  return {
    group,
    series,
    states: series.map((s) => ({
      ring: new Int8Array(PREDICTION_LOOKBACK),
      hits: new Int32Array(s.labels.length),
      hot: new Int32Array(s.labels.length),
      last: new Float64Array(s.labels.length).fill(-1),
    })),
    drawCount: 0,
  };
}

/**
 * Appends the next draw (in draw order) to the window. The draw must be legal for the family
 * (validateBalls); anything else throws a RangeError and leaves the window unchanged.
 */
export function pushDraw(window: PredictionWindow, balls: readonly number[]): void {
  const problem = validateBalls(window.group, balls);
  if (problem) throw new RangeError(problem);
  const n = window.drawCount;
  const slot = n % PREDICTION_LOOKBACK;
  const hotSlot = (n - HOT_WINDOW) % PREDICTION_LOOKBACK;
  for (let i = 0; i < window.series.length; i++) {
    const st = window.states[i];
    if (n >= HOT_WINDOW) {
      const leaving = st.ring[hotSlot];
      if (leaving >= 0) st.hot[leaving]--;
    }
    if (n >= PREDICTION_LOOKBACK) {
      const leaving = st.ring[slot];
      if (leaving >= 0) st.hits[leaving]--;
    }
    const c = window.series[i].categoryOf(balls);
    st.ring[slot] = c;
    if (c >= 0) {
      st.hits[c]++;
      st.hot[c]++;
      st.last[c] = n;
    }
  }
  window.drawCount = n + 1;
}

/** A window holding the draws of `history` (oldest first); only the last 200 matter. */
export function predictionWindowOf(group: Family, history: readonly (readonly number[])[]): PredictionWindow {
  const window = createPredictionWindow(group);
  for (let i = Math.max(0, history.length - PREDICTION_LOOKBACK); i < history.length; i++) pushDraw(window, history[i]);
  return window;
}

/** |W|: how many draws the window's statistics cover (at most 200). */
export function windowLength(window: PredictionWindow): number {
  return Math.min(window.drawCount, PREDICTION_LOOKBACK);
}

/** missing(v) of category `c` of series `i` (see the module comment). */
export function missingOf(window: PredictionWindow, i: number, c: number): number {
  const w = windowLength(window);
  const last = window.states[i].last[c];
  return last >= window.drawCount - w ? window.drawCount - 1 - last : w;
}
