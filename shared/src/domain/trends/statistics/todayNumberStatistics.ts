import { FAMILIES } from '../../families';
import type { Family } from '../../types';
import { assertTrendCount } from '../compute';
import { ballPositions, regularBallCount } from '../defs/keys';
import type { TrendDraw } from '../types';

/** How many numbers the hot and cold lists hold. */
export const HOT_COLD_SIZE = 5;

/** Per-position number counts of a set of draws, with the hot and cold numbers. */
export interface NumberStatistics {
  /** Draws counted. */
  count: number;
  /** Positions in display order: hm1…hmN with their labels, then `all`. */
  positions: { key: string; label: string }[];
  /** counts[position][num<N>] = how many times N was drawn there; every number is present. */
  counts: Record<string, Record<string, number>>;
  /** The 5 most drawn numbers per position (only numbers drawn at least once), most first. */
  hot: Record<string, number[]>;
  /** The 5 least drawn numbers per position, numbers never drawn first. */
  cold: Record<string, number[]>;
}

function rank(tally: Int32Array, min: number): { hot: number[]; cold: number[] } {
  const nums = Array.from(tally, (_, i) => i);
  const hot = nums
    .filter((i) => tally[i] > 0)
    .sort((a, b) => tally[b] - tally[a] || a - b)
    .slice(0, HOT_COLD_SIZE);
  const cold = [...nums].sort((a, b) => tally[a] - tally[b] || a - b).slice(0, HOT_COLD_SIZE);
  return { hot: hot.map((i) => i + min), cold: cold.map((i) => i + min) };
}

/**
 * Backs GET …/cpStatistics/{code}/todayNumberStatistics: for the given draws (today's, oldest
 * first; only the last `count` when given), how many times each number was drawn at each
 * position and anywhere (`all`: every regular ball, so a digit drawn twice in one 时时彩 draw
 * counts twice; for 六合彩 the six regular numbers, the special number being hm7). Hot = the 5
 * most drawn (ties: smaller number first), cold = the 5 least drawn including never drawn.
 */
export function todayNumberStatistics(group: Family, draws: readonly TrendDraw[], count?: number): NumberStatistics {
  if (count !== undefined) assertTrendCount(count);
  const f = FAMILIES[group];
  const size = f.max - f.min + 1;
  const window = count === undefined ? draws : draws.slice(Math.max(0, draws.length - count));
  const positions = [
    ...ballPositions(group).map(({ key, label }) => ({ key, label })),
    { key: 'all', label: group === 'hk6' ? '正码' : '全部' },
  ];
  const tallies = positions.map(() => new Int32Array(size));
  const allTally = tallies[tallies.length - 1];
  const regular = regularBallCount(group);
  const posCount = positions.length - 1;
  for (const d of window) {
    d.balls.forEach((b, j) => {
      const v = b - f.min;
      if (v < 0 || v >= size) return;
      if (j < posCount) tallies[j][v]++;
      if (j < regular) allTally[v]++;
    });
  }
  const out: NumberStatistics = { count: window.length, positions, counts: {}, hot: {}, cold: {} };
  positions.forEach((p, n) => {
    const counts: Record<string, number> = {};
    tallies[n].forEach((c, i) => (counts[`num${i + f.min}`] = c));
    out.counts[p.key] = counts;
    const { hot, cold } = rank(tallies[n], f.min);
    out.hot[p.key] = hot;
    out.cold[p.key] = cold;
  });
  return out;
}
