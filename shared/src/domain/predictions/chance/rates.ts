/**
 * Measured hit rates beside pure chance (issue 17 item 7): a record is a list of trials, oldest
 * first, each a hit or a miss with the exact chance its pick had. The chance rate of a record
 * is the MEAN chance of its picks (the hit rate pure chance would be expected to give for those
 * very picks: a two-sided record that named PK10 冠亚和 单 and 双 mixes 55.6 % and 44.4 %).
 */

/** One scored pick: hit (or kill success) and the chance it had. */
export interface Trial {
  hit: boolean;
  chance: number;
}

/** z of a two-sided 95 % normal interval. */
export const Z_95 = 1.959963984540054;

/**
 * Wilson score interval of a binomial rate (95 % by default):
 * (p + z²/2n ± z·√(p(1 − p)/n + z²/4n²)) / (1 + z²/n), p = hits / n. Unlike p ± z·√(p(1−p)/n)
 * it stays inside [0, 1] and is honest at 0 or n hits. With n = 0 nothing is known: [0, 1].
 */
export function wilsonInterval(hits: number, n: number, z = Z_95): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = hits / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const den = 1 + z2 / n;
  return { low: Math.max(0, (centre - spread) / den), high: Math.min(1, (centre + spread) / den) };
}

/** A measured rate with its chance rate and 95 % Wilson interval. */
export interface RateSummary {
  n: number;
  hits: number;
  /** hits / n (0 when n = 0). */
  rate: number;
  /** Mean chance of the picks (0 when n = 0). */
  chance: number;
  low: number;
  high: number;
}

/** Summary of trials[from…to) (the whole list by default). */
export function summarizeTrials(trials: readonly Trial[], from = 0, to = trials.length): RateSummary {
  let hits = 0;
  let chance = 0;
  const start = Math.max(0, from);
  const end = Math.min(trials.length, to);
  for (let i = start; i < end; i++) {
    if (trials[i].hit) hits++;
    chance += trials[i].chance;
  }
  const n = Math.max(0, end - start);
  return { n, hits, rate: n ? hits / n : 0, chance: n ? chance / n : 0, ...wilsonInterval(hits, n) };
}

/** The hit rates the pages show: over the last 30, the last 100 and all trials. */
export function recentRates(trials: readonly Trial[]): { last30: RateSummary; last100: RateSummary; all: RateSummary } {
  return {
    last30: summarizeTrials(trials, trials.length - 30),
    last100: summarizeTrials(trials, trials.length - 100),
    all: summarizeTrials(trials),
  };
}

/** One point of a rolling-rate chart: the window ending at trial `index`. */
export interface RollingPoint {
  index: number;
  rate: number;
  chance: number;
}

/**
 * Rolling hit rate for a chart (the expert detail page): for every full window of `window`
 * consecutive trials, the rate and the mean chance over it, at the index of its last trial.
 * Fewer trials than the window give no points. O(n) with running sums; the chance sum is
 * recomputed every `window` steps so float drift cannot build up.
 */
export function rollingRates(trials: readonly Trial[], window: number): RollingPoint[] {
  if (!Number.isInteger(window) || window < 1) throw new RangeError(`窗口期数应为正整数：${window}`);
  const points: RollingPoint[] = [];
  let hits = 0;
  let chance = 0;
  for (let i = 0; i < trials.length; i++) {
    if (trials[i].hit) hits++;
    chance += trials[i].chance;
    if (i >= window) {
      if (trials[i - window].hit) hits--;
      chance -= trials[i - window].chance;
    }
    if ((i + 1) % window === 0) chance = summarizeTrials(trials, i + 1 - window, i + 1).chance * window;
    if (i >= window - 1) points.push({ index: i, rate: hits / window, chance: chance / window });
  }
  return points;
}
