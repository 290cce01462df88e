/**
 * Prediction plans benchmark (issue 17 item 11: all plans of all lotteries for one draw, target
 * ≤ 20 ms per lottery; backfill of 30 days of 75-second draws = 34,560 periods per lottery).
 * Run: npx tsx shared/bench/predictions.bench.ts [periods=34560]. Prints figures, asserts
 * nothing. Histories are generated from a fixed seed, legal for each family.
 */
import { performance } from 'node:perf_hooks';
import { LOTTERIES } from '../src/domain/catalogue';
import { generateBalls, seededRandomInt } from '../src/domain/generators';
import type { BuyPlanId, BuyPlanState } from '../src/domain/predictions';
import {
  createPredictionWindow,
  makePeriodPlans,
  planKindsOf,
  PREDICTION_LOOKBACK,
  predictionWindowOf,
  pushDraw,
  scorePeriodPlans,
} from '../src/domain/predictions';
import type { Family } from '../src/domain/types';

const PERIODS = Number(process.argv[2] ?? 34_560);

function history(group: Family, n: number, seed: number): number[][] {
  const rnd = seededRandomInt(seed);
  return Array.from({ length: n }, () => generateBalls(group, rnd));
}

function median(runs: number, f: () => unknown): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

/** One live draw: score the stored plans of P with P's draw, then make the plans of P + 1. */
function liveDraw(group: Family, code: string, draws: number[][]): void {
  const before = predictionWindowOf(group, draws.slice(0, -1));
  const plans = makePeriodPlans(before, { code, period: 'P' });
  scorePeriodPlans(plans, draws[draws.length - 1]);
  const after = predictionWindowOf(group, draws);
  makePeriodPlans(after, { code, period: 'P+1' });
}

/** A backfill as the server would run it: one window streamed over the whole history. */
function backfill(group: Family, code: string, draws: number[][]): void {
  const window = createPredictionWindow(group);
  let states: Partial<Record<BuyPlanId, BuyPlanState>> = {};
  for (let i = 0; i < draws.length; i++) {
    const plans = makePeriodPlans(window, { code, period: String(i) }, states);
    const scores = scorePeriodPlans(plans, draws[i], states);
    if (scores.buyplan) states = Object.fromEntries(scores.buyplan.map((b) => [b.plan, b.state]));
    pushDraw(window, draws[i]);
  }
}

const withPlans = LOTTERIES.filter((l) => planKindsOf(l.group).length > 0);
console.log(`Lotteries with plans: ${withPlans.length} of ${LOTTERIES.length} (快乐8 and 幸运28 have none)`);
console.log(
  `\nOne draw per lottery (rebuild the ${PREDICTION_LOOKBACK}-draw window from the cache, score P, make P + 1), median of 31:`,
);
let liveTotal = 0;
for (const l of withPlans) {
  const draws = history(l.group, PREDICTION_LOOKBACK + 1, l.sort);
  liveDraw(l.group, l.code, draws); // warm up
  const ms = median(31, () => liveDraw(l.group, l.code, draws));
  liveTotal += ms;
  console.log(
    `  ${l.code.padEnd(7)} ${l.group.padEnd(6)} ${planKindsOf(l.group).join(',').padEnd(24)} ${ms.toFixed(3)} ms`,
  );
}
console.log(`  all ${withPlans.length} lotteries: ${liveTotal.toFixed(2)} ms (target ≤ 20 ms per lottery)`);

console.log(`\nBackfill of ${PERIODS} periods (make, score, learn each draw), one lottery per family:`);
const seen = new Set<Family>();
let backfillTotal = 0;
for (const l of withPlans) {
  if (seen.has(l.group)) continue;
  seen.add(l.group);
  const draws = history(l.group, PERIODS, 99);
  const t = performance.now();
  backfill(l.group, l.code, draws);
  const ms = performance.now() - t;
  backfillTotal += ms * withPlans.filter((x) => x.group === l.group).length;
  console.log(
    `  ${l.code.padEnd(7)} ${l.group.padEnd(6)} ${(ms / 1000).toFixed(2)} s, ${((ms * 1000) / PERIODS).toFixed(1)} µs per period`,
  );
}
console.log(`  estimated for all ${withPlans.length} lotteries: ${(backfillTotal / 1000).toFixed(1)} s`);
