/**
 * Trend engine benchmark (product requirement: every trend type of one lottery over 90 draws
 * ≤ 2 ms in total; `basic` over 100,000 draws ≤ 150 ms; linear in the number of draws).
 * Run: npx tsx bench/trends.bench.ts [historyFor90=10000]. Prints figures, asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { FAMILY_ORDER } from '../shared/src/domain/families';
import { generateBalls, seededRandomInt } from '../shared/src/domain/generators';
import type { Family } from '../shared/src/domain/types';
import { computeTrends, trendTypesFor, type TrendDraw } from '../shared/src/domain/trends';
import { runTrend } from '../shared/src/domain/trends/engine/run';
import { trendDef } from '../shared/src/domain/trends/registry';

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

function history(group: Family, n: number, seed: number): TrendDraw[] {
  const rnd = seededRandomInt(seed);
  const out: TrendDraw[] = [];
  for (let i = 0; i < n; i++) {
    out.push({ period: String(1_000_000 + i), drawTime: '2026-11-21T09:30:00.000+08:00', balls: generateBalls(group, rnd) });
  }
  return out;
}

function median(runs: number, f: () => unknown): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1];
}

const ms = (x: number) => x.toFixed(x < 10 ? 3 : 1).padStart(9);
const historyFor90 = Number(process.argv[2] ?? 10_000);

console.log(`Node ${process.version}; all-types over 90 draws: history ${historyFor90}, median of 300 calls after warm-up.`);
console.log('basic over N draws: history = window = N, median of 25 / 9 / 5 calls; ratio = (t / N) ÷ (t1k / 1000).');
console.log('family  lottery  types  all@90 ms   basic 1k ms  basic 10k ms  basic 100k ms  ratio10k  ratio100k  type used');
for (const group of FAMILY_ORDER) {
  const types = trendTypesFor(group).map((t) => t.type);
  const big = history(group, 100_000, 0x5eed + group.length);
  const recent = big.slice(0, historyFor90);
  for (let w = 0; w < 50; w++) computeTrends(group, types, recent, 90);
  const all90 = median(300, () => computeTrends(group, types, recent, 90));
  const linearType = types.includes('basic') ? 'basic' : 'distribution';
  const def = trendDef(group, linearType);
  const at = (n: number, runs: number) => {
    const draws = big.slice(0, n);
    runTrend(def, draws, n, n, true);
    return median(runs, () => runTrend(def, draws, n, n, true));
  };
  const t1k = at(1_000, 25);
  const t10k = at(10_000, 9);
  const t100k = at(100_000, 5);
  const per1k = t1k / 1_000;
  console.log(
    [
      group.padEnd(6),
      LOTTERY[group].padEnd(7),
      String(types.length).padStart(5),
      ms(all90),
      ms(t1k).padStart(12),
      ms(t10k).padStart(13),
      ms(t100k).padStart(14),
      (t10k / 10_000 / per1k).toFixed(2).padStart(9),
      (t100k / 100_000 / per1k).toFixed(2).padStart(10),
      ` ${linearType}`,
    ].join(' '),
  );
}
