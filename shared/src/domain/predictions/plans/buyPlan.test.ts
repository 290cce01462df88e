import fc from 'fast-check';
import { seededRandomInt } from '../../generators';
import type { Family } from '../../types';
import { rangeSize } from '../chance/chances';
import type { BuyPlanConfig } from './buyPlan';
import {
  BUY_PLANS,
  buyPlanOddsHundredths,
  buyPlanSchedule,
  buyPlanSummary,
  INITIAL_BUY_PLAN_STATE,
  runBuyPlan,
  settleBuyPlanStep,
} from './buyPlan';

const plan = (picks: number): BuyPlanConfig => BUY_PLANS.find((p) => p.picks === picks)!;

describe('buyPlanSchedule', () => {
  it('section 9: a 5-number plan costs 5 and wins 4.85, a 3-number plan costs 3 and wins 6.85', () => {
    expect(buyPlanSchedule('pk10', 5)[0]).toEqual({
      step: 1,
      multiplier: 1,
      cost: 5,
      runningCost: 5,
      profitIfHit: 4.85,
    });
    expect(buyPlanSchedule('ssc', 3)[0]).toEqual({
      step: 1,
      multiplier: 1,
      cost: 3,
      runningCost: 3,
      profitIfHit: 6.85,
    });
    expect(buyPlanSchedule('pk10', 2)[0]).toEqual({
      step: 1,
      multiplier: 1,
      cost: 2,
      runningCost: 2,
      profitIfHit: 7.85,
    });
  });

  it.each([
    // family, picks, multipliers, running costs (hand-computed: m = ceil((spent + net) / net))
    ['pk10', 5, [1, 3, 6, 12, 24, 49, 99, 201, 409, 830], [5, 20, 50, 110, 230, 475, 970, 1975, 4020, 8170]],
    ['pk10', 3, [1, 2, 3, 4, 6, 9, 12, 18, 26, 37], [3, 9, 18, 30, 48, 75, 111, 165, 243, 354]],
    ['pk10', 2, [1, 2, 2, 3, 4, 5, 6, 7, 9, 11], [2, 6, 10, 16, 24, 34, 46, 60, 78, 100]],
    // 11选5 at 10.83: net 5.83 per unit for 5 numbers
    ['11x5', 5, [1, 2, 4, 8, 14, 26, 49, 91, 169, 314], [5, 15, 35, 75, 145, 275, 520, 975, 1820, 3390]],
    // 快乐10分 at 19.70: net 14.70 per unit for 5 numbers
    ['kl10', 5, [1, 2, 3, 4, 5, 7, 9, 12, 16, 22], [5, 15, 30, 50, 75, 110, 155, 215, 295, 405]],
  ] as const)('%s, %i numbers: multipliers %j', (group, picks, multipliers, running) => {
    const steps = buyPlanSchedule(group, picks);
    expect(steps.map((s) => s.multiplier)).toEqual(multipliers);
    expect(steps.map((s) => s.runningCost)).toEqual(running);
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('8th step of the PK10 5-number plan: 201 × 4.85 exactly recovers 1975 + 4.85 (no float ceiling error)', () => {
    expect(buyPlanSchedule('pk10', 5)[7].profitIfHit).toBe(4.85);
  });

  it('each multiplier is the smallest that makes at least the first-step profit (property)', () => {
    const groups: Family[] = ['pk10', 'ssc', '11x5', 'kl10'];
    fc.assert(
      fc.property(fc.constantFrom(...groups), fc.integer({ min: 1, max: 9 }), (group, picks) => {
        const odds = buyPlanOddsHundredths(group);
        const net = odds - picks * 100;
        let spent = 0;
        for (const s of buyPlanSchedule(group, picks)) {
          const m = s.multiplier;
          expect(m * net - spent).toBeGreaterThanOrEqual(net);
          if (m > 1) expect((m - 1) * net - spent).toBeLessThan(net);
          spent += m * picks * 100;
          expect(Math.round(s.runningCost * 100)).toBe(spent);
        }
      }),
    );
  });

  it('stays at 1 where no hit can profit (10 numbers of 10 at 9.85)', () => {
    expect(buyPlanSchedule('pk10', 10).map((s) => s.multiplier)).toEqual(Array(10).fill(1));
  });

  it.each([
    ['pk10', 985],
    ['ssc', 985],
    ['11x5', 1083],
    ['kl10', 1970],
  ] as const)('%s odds %i hundredths', (group, odds) => {
    expect(buyPlanOddsHundredths(group)).toBe(odds);
  });
});

/** Periods whose drawn number is in the picks (`1`) or not (`0`); picks are 1…picks. */
const periods = (pattern: string, picks: number) =>
  [...pattern].map((c, i) => ({
    period: String(i + 1),
    picks: Array.from({ length: picks }, (_, k) => k + 1),
    drawn: c === '1' ? 1 : 10,
  }));

describe('settling a plan', () => {
  it('ends on a hit and starts the next plan at multiplier 1', () => {
    const { rows, state } = runBuyPlan('pk10', plan(5), periods('0010', 5));
    expect(
      rows.map((r) => [r.planNo, r.step, r.multiplier, r.cost, r.runningCost, r.result, r.status, r.profit]),
    ).toEqual([
      [1, 1, 1, 5, 5, 'miss', 'running', -5],
      [1, 2, 3, 15, 20, 'miss', 'running', -20],
      [1, 3, 6, 30, 50, 'hit', 'won', 9.1], // 6 × 9.85 = 59.10 − 50
      [2, 1, 1, 5, 5, 'miss', 'running', -5],
    ]);
    expect(rows.map((r) => r.totalProfit)).toEqual([-5, -20, 9.1, 4.1]);
    expect(state).toEqual({ planNo: 2, step: 2, planCost: 500, totalCost: 5500, totalReturn: 5910, won: 1, failed: 0 });
  });

  it('is 失败 after 10 consecutive misses, then a new plan starts', () => {
    const { rows, state } = runBuyPlan('pk10', plan(3), periods('00000000001', 3));
    expect(rows[9]).toMatchObject({
      planNo: 1,
      step: 10,
      multiplier: 37,
      runningCost: 354,
      status: 'failed',
      profit: -354,
    });
    expect(rows[10]).toMatchObject({ planNo: 2, step: 1, multiplier: 1, result: 'hit', status: 'won', profit: 6.85 });
    expect(rows[10].totalProfit).toBe(-347.15);
    expect(buyPlanSummary('pk10', state)).toMatchObject({
      plans: 2,
      won: 1,
      failed: 1,
      totalCost: 357,
      profit: -347.15,
    });
  });

  it('wins on the 10th step', () => {
    const { rows } = runBuyPlan('pk10', plan(5), periods('0000000001', 5));
    expect(rows[9]).toMatchObject({ step: 10, multiplier: 830, runningCost: 8170, status: 'won', profit: 5.5 });
  });

  it.each([
    [[1, 2, 3, 4], 'buy5'],
    [[1, 2, 3, 4, 4], 'buy5'],
  ])('refuses picks %j for %s', (picks) => {
    expect(() => settleBuyPlanStep('pk10', plan(5), INITIAL_BUY_PLAN_STATE, { period: '1', picks, drawn: 1 })).toThrow(
      '5码计划每期应为 5 个不同的号码',
    );
  });
});

describe('long-run profit', () => {
  it.each([
    ['pk10', 5, -0.015],
    ['pk10', 3, -0.015],
    ['pk10', 2, -0.015],
    ['11x5', 5, 10.83 / 11 - 1], // −1.545 %: 10.835 rounded down
    ['kl10', 2, -0.015],
  ] as const)(
    '%s %i numbers: %p per unit, as pure chance says, over 100,000 random periods',
    (group, picks, perUnit) => {
      const rnd = seededRandomInt(20261123);
      const k = rangeSize(group);
      const p = picks / k;
      const odds = buyPlanOddsHundredths(group);
      let state = INITIAL_BUY_PLAN_STATE;
      let expectedReturn = 0;
      let variance = 0;
      for (let i = 0; i < 100_000; i++) {
        // Random picks and an independent random draw: the plan's numbers cannot know the draw.
        const shuffled = Array.from({ length: k }, (_, n) => n + 1);
        for (let j = 0; j < picks; j++) {
          const r = j + rnd(k - j);
          [shuffled[j], shuffled[r]] = [shuffled[r], shuffled[j]];
        }
        const m = buyPlanSchedule(group, picks)[state.step - 1].multiplier;
        expectedReturn += m * odds * p;
        variance += (m * odds) ** 2 * p * (1 - p);
        state = settleBuyPlanStep(group, plan(picks === 5 ? 5 : picks === 3 ? 3 : 2), state, {
          period: String(i),
          picks: shuffled.slice(0, picks),
          drawn: 1 + rnd(k),
        }).state;
      }
      const summary = buyPlanSummary(group, state);
      // Every unit staked returns odds / K in expectation, whatever the multipliers.
      expect(summary.expectedProfitPerUnit).toBeCloseTo(perUnit, 12);
      // The realised return lies within 4 standard deviations of its expectation given the
      // multipliers actually played, so the per-unit profit is near −1.5 %.
      const sd = Math.sqrt(variance);
      expect(Math.abs(state.totalReturn - expectedReturn)).toBeLessThan(4 * sd);
      expect(Math.abs(summary.profitPerUnit - summary.expectedProfitPerUnit)).toBeLessThan((4 * sd) / state.totalCost);
      expect(summary.plans).toBe(summary.won + summary.failed);
      expect(summary.totalCost).toBe(state.totalCost / 100);
    },
  );
});
