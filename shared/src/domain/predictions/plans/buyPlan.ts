import type { Family } from '../../types';
import { rangeSize } from '../chance/chances';
import type { MethodId } from '../methods';

/**
 * 购彩计划 (issue 17 item 5; specification sections 4 and 9). A plan bets on a set of numbers at
 * one position, one unit per number: a period costs picks × multiplier; a hit returns
 * odds × multiplier (the winning number's unit). The plan ends on a hit (won), or is 失败
 * (failed) after BUY_PLAN_MAX_STEPS = 10 consecutive misses; the next period starts a new plan
 * at multiplier 1.
 *
 * Progression (倍投): the multiplier of step i is the smallest integer m ≥ 1 with which a hit at
 * step i recovers everything the plan has cost so far and still makes at least what a hit at
 * step 1 makes: m × (odds − picks) − costSoFar ≥ odds − picks. Where a hit cannot make a profit
 * (picks ≥ odds) the multiplier stays 1. Every progression at these odds loses in expectation:
 * each unit staked returns odds × picks / K / picks = odds / K (98.5 %), whatever the
 * multipliers; the plans' long-run profit is shown as it is.
 *
 * Money is counted in hundredths of a unit (integers), so 4.85 and 6.85 are exact.
 */

/** The three plans. */
export type BuyPlanId = 'buy5' | 'buy3' | 'buy2';

/** One plan's fixed settings: how many numbers, chosen by which method, at which position. */
export interface BuyPlanConfig {
  id: BuyPlanId;
  /** Chinese name shown on the page. */
  name: string;
  picks: number;
  method: MethodId;
  /** 0-based position the plan bets on (冠军, 万位, 第一球). */
  position: number;
}

/**
 * 5码 (section 9: costs 5, a hit wins 4.85 at 9.85), 3码 (costs 3, wins 6.85) and, our third
 * choice, 2码 (costs 2, wins 7.85: misses ten times running about one plan in nine, so 失败
 * is seen as well as won). Each uses its own method at the first position.
 */
export const BUY_PLANS: readonly BuyPlanConfig[] = [
  { id: 'buy5', name: '5码计划', picks: 5, method: 'balanced', position: 0 },
  { id: 'buy3', name: '3码计划', picks: 3, method: 'hot', position: 0 },
  { id: 'buy2', name: '2码计划', picks: 2, method: 'cold', position: 0 },
];

/** A plan is 失败 after this many consecutive misses. */
export const BUY_PLAN_MAX_STEPS = 10;

/**
 * Odds of one number at one position, in hundredths: 9.85 for the ten-number families
 * (section 9), and for wider ranges the same 98.5 % return, rounded down to a hundredth:
 * 11选5 10.83 (0.985 × 11 = 10.835), 快乐10分 19.70. At 9.85 a number of 20 would return 49 %
 * per unit staked, and the 快乐10分 plans would show the odds rather than the method.
 */
export function buyPlanOddsHundredths(group: Family): number {
  return Math.floor((985 * rangeSize(group)) / 10);
}

/** One step of the multiplier table (money in units). */
export interface BuyPlanStep {
  step: number;
  multiplier: number;
  cost: number;
  /** The plan's cost up to and including this step. */
  runningCost: number;
  /** The plan's profit if this step hits. */
  profitIfHit: number;
}

const scheduleCache = new Map<string, BuyPlanStep[]>();

/** The multiplier table of a plan: steps 1…10 (money in units; see the module comment). */
export function buyPlanSchedule(group: Family, picks: number): readonly BuyPlanStep[] {
  const key = `${group}:${picks}`;
  let steps = scheduleCache.get(key);
  if (!steps) {
    const odds = buyPlanOddsHundredths(group);
    const unitCost = picks * 100;
    const net = odds - unitCost;
    steps = [];
    let spent = 0;
    for (let step = 1; step <= BUY_PLAN_MAX_STEPS; step++) {
      const multiplier = net > 0 ? Math.max(1, Math.ceil((spent + net) / net)) : 1;
      spent += multiplier * unitCost;
      steps.push({
        step,
        multiplier,
        cost: (multiplier * unitCost) / 100,
        runningCost: spent / 100,
        profitIfHit: (multiplier * odds - spent) / 100,
      });
    }
    scheduleCache.set(key, steps);
  }
  return steps;
}

/** Where a plan series stands: the plan running now and the totals of all plans so far. */
export interface BuyPlanState {
  /** Number of the plan the next period belongs to (1-based). */
  planNo: number;
  /** Step of the next period within that plan (1…10). */
  step: number;
  /** The running plan's cost so far, hundredths. */
  planCost: number;
  /** All plans' cost and return, hundredths. */
  totalCost: number;
  totalReturn: number;
  won: number;
  failed: number;
}

/** The state before the first period. */
export const INITIAL_BUY_PLAN_STATE: BuyPlanState = Object.freeze({
  planNo: 1,
  step: 1,
  planCost: 0,
  totalCost: 0,
  totalReturn: 0,
  won: 0,
  failed: 0,
});

/** One period of a plan as the page lists it (money in units). */
export interface BuyPlanRow {
  planNo: number;
  step: number;
  period: string;
  picks: number[];
  multiplier: number;
  cost: number;
  /** The plan's cost up to and including this period. */
  runningCost: number;
  drawn: number;
  result: 'hit' | 'miss';
  /** The plan after this period: ended with a hit, 失败 after the 10th miss, or still running. */
  status: 'won' | 'failed' | 'running';
  /** The plan's profit so far: the return of a hit minus runningCost (−runningCost on a miss). */
  profit: number;
  /** All plans' profit so far (the long-run figure). */
  totalProfit: number;
}

/**
 * Settles one period of a plan: `picks` are the plan's numbers for the period, `drawn` the
 * number drawn at its position. Returns the row and the state for the next period. The picks
 * must be `config.picks` distinct numbers (a RangeError otherwise: the cost would be wrong).
 */
export function settleBuyPlanStep(
  group: Family,
  config: BuyPlanConfig,
  state: BuyPlanState,
  period: { period: string; picks: readonly number[]; drawn: number },
): { row: BuyPlanRow; state: BuyPlanState } {
  if (period.picks.length !== config.picks || new Set(period.picks).size !== config.picks) {
    throw new RangeError(`${config.name}每期应为 ${config.picks} 个不同的号码`);
  }
  const step = buyPlanSchedule(group, config.picks)[state.step - 1];
  const odds = buyPlanOddsHundredths(group);
  const cost = step.multiplier * config.picks * 100;
  const planCost = state.planCost + cost;
  const hit = period.picks.includes(period.drawn);
  const returned = hit ? step.multiplier * odds : 0;
  const status = hit ? 'won' : state.step === BUY_PLAN_MAX_STEPS ? 'failed' : 'running';
  const next: BuyPlanState = {
    planNo: status === 'running' ? state.planNo : state.planNo + 1,
    step: status === 'running' ? state.step + 1 : 1,
    planCost: status === 'running' ? planCost : 0,
    totalCost: state.totalCost + cost,
    totalReturn: state.totalReturn + returned,
    won: state.won + (status === 'won' ? 1 : 0),
    failed: state.failed + (status === 'failed' ? 1 : 0),
  };
  const row: BuyPlanRow = {
    planNo: state.planNo,
    step: state.step,
    period: period.period,
    picks: [...period.picks],
    multiplier: step.multiplier,
    cost: cost / 100,
    runningCost: planCost / 100,
    drawn: period.drawn,
    result: hit ? 'hit' : 'miss',
    status,
    profit: (returned - planCost) / 100,
    totalProfit: (next.totalReturn - next.totalCost) / 100,
  };
  return { row, state: next };
}

/** Runs a plan over periods in order: the rows and the final state. */
export function runBuyPlan(
  group: Family,
  config: BuyPlanConfig,
  periods: Iterable<{ period: string; picks: readonly number[]; drawn: number }>,
  state: BuyPlanState = INITIAL_BUY_PLAN_STATE,
): { rows: BuyPlanRow[]; state: BuyPlanState } {
  const rows: BuyPlanRow[] = [];
  let s = state;
  for (const p of periods) {
    const r = settleBuyPlanStep(group, config, s, p);
    rows.push(r.row);
    s = r.state;
  }
  return { rows, state: s };
}

/** A plan's record so far (money in units). */
export interface BuyPlanSummary {
  /** Plans finished (won + failed). */
  plans: number;
  won: number;
  failed: number;
  totalCost: number;
  totalReturn: number;
  profit: number;
  /** profit / totalCost (0 before the first period). */
  profitPerUnit: number;
  /** What pure chance gives per unit staked: odds / K − 1 (−1.5 % for 9.85 of 10). */
  expectedProfitPerUnit: number;
}

/** The long-run record of a plan from its state. */
export function buyPlanSummary(group: Family, state: BuyPlanState): BuyPlanSummary {
  const profit = state.totalReturn - state.totalCost;
  return {
    plans: state.won + state.failed,
    won: state.won,
    failed: state.failed,
    totalCost: state.totalCost / 100,
    totalReturn: state.totalReturn / 100,
    profit: profit / 100,
    profitPerUnit: state.totalCost === 0 ? 0 : profit / state.totalCost,
    expectedProfitPerUnit: buyPlanOddsHundredths(group) / 100 / rangeSize(group) - 1,
  };
}
