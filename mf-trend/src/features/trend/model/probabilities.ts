import {
  computeTrend,
  FAMILIES,
  generateBalls,
  seededRandomInt,
  statisticsBefore,
  TREND_COUNT_MAX,
  trendTypesFor,
  type Family,
  type TrendDraw,
} from '@cp/shared/domain';

/** Probability of every key per position: `p[position][key]`. */
export type KeyProbabilities = Record<string, Record<string, number>>;

/** Up to this many equally likely ordered draws are enumerated exactly; past it they are sampled. */
export const ENUMERATE_MAX = 60_000;
/** Sample size for families with larger draw spaces (standard error below 0.4 percentage points). */
export const SAMPLE_SIZE = 20_000;
const SEED = 20_261_121;

/** How many ordered draws a family has: R^n with repeats, R!/(R−n)! without. */
export function drawSpaceSize(group: Family): number {
  const f = FAMILIES[group];
  const r = f.max - f.min + 1;
  let size = 1;
  for (let i = 0; i < f.ballCount; i++) size *= f.distinct ? r - i : r;
  return size;
}

/** Every ordered legal draw of a family, in lexicographic order. */
export function enumerateDraws(group: Family): number[][] {
  const f = FAMILIES[group];
  const out: number[][] = [];
  const current: number[] = [];
  const walk = () => {
    if (current.length === f.ballCount) {
      out.push([...current]);
      return;
    }
    for (let v = f.min; v <= f.max; v++) {
      if (f.distinct && current.includes(v)) continue;
      current.push(v);
      walk();
      current.pop();
    }
  };
  walk();
  return out;
}

/** 升平降 against the previous draw: two independent uniform numbers are equal with p = 1/R. */
function shengPingJiang(group: Family, positions: readonly string[]): KeyProbabilities {
  const f = FAMILIES[group];
  const ping = 1 / (f.max - f.min + 1);
  const side = (1 - ping) / 2;
  return Object.fromEntries(
    positions.map((p) => [p, { shengPingJiang_sheng: side, shengPingJiang_ping: ping, shengPingJiang_jiang: side }]),
  );
}

/** Types that classify each ball on its own: a ball's number is uniform on min…max in every family. */
const PER_BALL = new Set(['basic', 'lingyierlu', 'daxiao', 'danshuang', 'jhihHe']);

/** A legal draw with `value` at ball `index` (the other balls filled from the smallest numbers). */
function drawWith(group: Family, index: number, value: number): number[] {
  const f = FAMILIES[group];
  const balls: number[] = [];
  let next = f.min;
  for (let i = 0; i < f.ballCount; i++) {
    if (i === index) balls.push(value);
    else if (!f.distinct) balls.push(value);
    else {
      while (next === value || balls.includes(next)) next++;
      balls.push(next++);
    }
  }
  return balls;
}

/** Per-ball types, exactly: each of the R numbers of a position is drawn with p = 1/R. */
function perBall(group: Family, type: string): KeyProbabilities {
  const f = FAMILIES[group];
  const r = f.max - f.min + 1;
  const out: KeyProbabilities = {};
  for (let index = 0; index < f.ballCount; index++) {
    for (let v = f.min; v <= f.max; v++) {
      const missing = computeTrend(group, type, [{ period: '1', drawTime: '', balls: drawWith(group, index, v) }], 1)
        .list[0].missing;
      const pos = missing[`hm${index + 1}`];
      if (!pos) continue;
      const into = (out[`hm${index + 1}`] ??= Object.fromEntries(Object.keys(pos).map((k) => [k, 0])));
      for (const [k, m] of Object.entries(pos)) if (m === 0) into[k] += 1 / r;
    }
  }
  return out;
}

/** 号码分布: a number is among k distinct balls with p = k/R, among k repeating digits 1 − (1 − 1/R)^k. */
function distribution(group: Family): KeyProbabilities {
  const f = FAMILIES[group];
  const r = f.max - f.min + 1;
  const k = group === 'hk6' ? 6 : f.ballCount;
  const anywhere = f.distinct ? k / r : 1 - (1 - 1 / r) ** k;
  const keys = (p: number) => Object.fromEntries(Array.from({ length: r }, (_, i) => [`num${f.min + i}`, p]));
  return group === 'hk6' ? { all: keys(anywhere), hm7: keys(1 / r) } : { all: keys(anywhere) };
}

const cache = new Map<string, KeyProbabilities>();

/**
 * How likely each key of a trend type is on one draw, so that a window of N draws "should" hit
 * it N·p times. Exact for the per-ball types (each number of a position has p = 1/R, classified
 * by the domain engine), 号码分布 and 升平降 (formulas), and for the other types where the
 * family's draws can be enumerated (快3, 3D, 幸运28, 11选5); estimated from a fixed-seed sample
 * of 20,000 legal draws through the same engine for the larger families' whole-draw types (和值,
 * 龙虎, 形态 … of PK10, 时时彩, 快乐10分, 快乐8, 六合彩). Memoised.
 */
export function keyProbabilities(group: Family, type: string, positions: readonly string[]): KeyProbabilities {
  if (type === 'shengPingJiang') return shengPingJiang(group, positions);
  const id = `${group}:${type}`;
  const known = cache.get(id);
  if (known) return known;
  if (PER_BALL.has(type) || type === 'distribution') {
    const p = type === 'distribution' ? distribution(group) : perBall(group, type);
    cache.set(id, p);
    return p;
  }
  const exact = drawSpaceSize(group) <= ENUMERATE_MAX;
  const balls = exact ? enumerateDraws(group) : sample(group);
  const draws: TrendDraw[] = balls.map((b, i) => ({ period: String(i).padStart(8, '0'), drawTime: '', balls: b }));
  const counts: KeyProbabilities = {};
  for (let end = 0; end < draws.length; end += TREND_COUNT_MAX) {
    const before = end + TREND_COUNT_MAX < draws.length ? draws[end + TREND_COUNT_MAX].period : undefined;
    const { stats } = statisticsBefore(group, type, draws, before, Math.min(TREND_COUNT_MAX, draws.length - end));
    for (const [pos, keys] of Object.entries(stats.appearCount)) {
      const into = (counts[pos] ??= {});
      for (const [k, n] of Object.entries(keys)) into[k] = (into[k] ?? 0) + n;
    }
  }
  for (const keys of Object.values(counts)) for (const k of Object.keys(keys)) keys[k] /= draws.length;
  cache.set(id, counts);
  return counts;
}

const samples = new Map<Family, number[][]>();

/** The family's fixed-seed sample of legal draws (one per family, shared by its types). */
function sample(group: Family): number[][] {
  let s = samples.get(group);
  if (!s) {
    const rnd = seededRandomInt(SEED);
    samples.set(group, (s = Array.from({ length: SAMPLE_SIZE }, () => generateBalls(group, rnd))));
  }
  return s;
}

/**
 * Works out the probabilities of every trend type of the family ahead of need, one type per
 * `idle` callback (a sampled type takes 10–25 ms): a view shown later finds them memoised
 * instead of computing them in the frame that shows it. Returns a function that stops.
 */
export function warmKeyProbabilities(group: Family, idle: (fn: () => void) => void): () => void {
  const types = trendTypesFor(group)
    .map((s) => s.type)
    .filter((t) => t !== 'shengPingJiang' && !cache.has(`${group}:${t}`));
  let stopped = false;
  const next = () => {
    const type = types.shift();
    if (stopped || !type) return;
    keyProbabilities(group, type, []);
    if (types.length > 0) idle(next);
  };
  if (types.length > 0) idle(next);
  return () => {
    stopped = true;
  };
}
