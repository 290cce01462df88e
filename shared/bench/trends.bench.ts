/**
 * Trend engine benchmark (product requirement: every trend type of one lottery over 90 draws
 * ≤ 2 ms in total; `basic` over 100,000 draws ≤ 150 ms; linear in the number of draws).
 * Run: npx tsx shared/bench/trends.bench.ts [longHistory=10000] (npm run bench runs it). Prints
 * figures, asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { FAMILY_ORDER } from '../src/domain/families';
import { generateBalls, seededRandomInt } from '../src/domain/generators';
import type { Family } from '../src/domain/types';
import { computeTrendsJson, enableCompiledRecords, trendTypesFor, type TrendDraw } from '../src/domain/trends';
import type { TrendDef } from '../src/domain/trends/defs/def';
import { replayMissing, runColumns } from '../src/domain/trends/engine/columns';
import { runTrend } from '../src/domain/trends/engine/run';
import { trendDef } from '../src/domain/trends/registry';

/** One lottery per family; the history is generated, legal for the family, from a fixed seed. */
const LOTTERY: Record<Family, string> = {
  pk10: 'jspk10',
  ssc: 'jsssc',
  '11x5': 'js11x5',
  k3: 'jsk3',
  kl10: 'jskl10',
  kl8: 'kl8',
  xy28: 'xy28',
  hk6: 'hk6',
  others: 'fc3d',
};

// As the server does (browsers keep the plain loop: their Content-Security-Policy refuses code generation).
enableCompiledRecords();

const SHORT = 2_304; // two days of a 75-second lottery
const LONG = Number(process.argv[2] ?? 10_000);

// Collect the previous run's garbage outside the timed region, so that a run pays for its own
// allocations only (a 100k-row result is hundreds of MB).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function history(group: Family, n: number, seed: number): TrendDraw[] {
  const rnd = seededRandomInt(seed);
  const out: TrendDraw[] = [];
  for (let i = 0; i < n; i++) {
    out.push({
      period: String(1_000_000 + i),
      drawTime: '2026-11-21T09:30:00.000+08:00',
      balls: generateBalls(group, rnd),
    });
  }
  return out;
}

function median(runs: number, f: () => unknown, collect: boolean): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    if (collect) gc();
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

const ms = (x: number, width: number) => x.toFixed(x < 10 ? 3 : 1).padStart(width);

/** The engine's trend over the whole history, with every missing value of every row read once. */
function basicAll(def: TrendDef, draws: readonly TrendDraw[]): number {
  let sum = 0;
  replayMissing(runColumns(def, draws, draws.length, draws.length), (i, miss) => {
    sum += miss[i % miss.length];
  });
  return sum;
}

console.log(`Node ${process.version}. all@90 = every trend type of the family over the last 90 draws of a history of`);
console.log(`${SHORT} or ${LONG} draws, computed and written as the response's JSON bytes (the server's work for one`);
console.log('request), median of 300 calls after warm-up. basic N = history = window = N draws: the columns plus');
console.log('every missing value of every row read once, median of 25 / 9 / 5 calls after warm-up (one garbage');
console.log('collection before each batch). ratio = per-draw time / per-draw time at 1k (1 = linear). objects 100k =');
console.log(
  'the same 100k rows built as row objects (the form pages read for 30…90 rows; never built for a large window).',
);
console.log('api 100k = one API call at most: basic over a 100k-draw history, count 5000 (the cap), as JSON bytes.');
console.log('Times in ms.');
console.log(
  `family lottery types ${`all@90 ${SHORT}`.padStart(12)} ${`all@90 ${LONG}`.padStart(13)}  basic 1k  basic 10k basic 100k ratio10k ratio100k objects 100k  api 100k  type`,
);
for (const group of FAMILY_ORDER) {
  const types = trendTypesFor(group).map((t) => t.type);
  const big = history(group, 100_000, 0x5eed + group.length);
  const all90 = (n: number) => {
    const h = big.slice(0, n);
    for (let w = 0; w < 50; w++) computeTrendsJson(group, types, h, 90);
    return median(300, () => computeTrendsJson(group, types, h, 90), false);
  };
  const linearType = types.includes('basic') ? 'basic' : 'distribution';
  const def = trendDef(group, linearType);
  const at = (n: number, runs: number) => {
    const draws = big.slice(0, n);
    for (let w = 0; w < 3; w++) basicAll(def, draws);
    // One collection before the batch, none between its calls: a call leaves little garbage (the
    // hits, a few MB at 100k), and collecting before each call made small calls pay for the
    // heap growing back (about 2 ms at 1k, which would read as a sub-linear ratio).
    gc();
    return median(runs, () => basicAll(def, draws), false);
  };
  for (let w = 0; w < 20; w++) basicAll(def, big.slice(0, 5_000)); // warm-up: compiled code for every size
  const shortAll = all90(SHORT);
  const longAll = all90(LONG);
  const t1k = at(1_000, 25);
  const t10k = at(10_000, 9);
  const t100k = at(100_000, 5);
  const per1k = t1k / 1_000;
  const objects100k = median(3, () => runTrend(def, big, big.length, big.length, true), true);
  computeTrendsJson(group, [linearType], big, 5000);
  const api100k = median(9, () => computeTrendsJson(group, [linearType], big, 5000), true);
  console.log(
    [
      group.padEnd(6),
      LOTTERY[group].padEnd(7),
      String(types.length).padStart(5),
      ms(shortAll, 12),
      ms(longAll, 13),
      ms(t1k, 9),
      ms(t10k, 10),
      ms(t100k, 10),
      (t10k / 10_000 / per1k).toFixed(2).padStart(8),
      (t100k / 100_000 / per1k).toFixed(2).padStart(9),
      ms(objects100k, 12),
      ms(api100k, 9),
      ` ${linearType}`,
    ].join(' '),
  );
}
