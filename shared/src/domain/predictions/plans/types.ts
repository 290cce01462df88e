import type { Family } from '../../types';
import type { TwoSidedAttribute } from '../chance/chances';
import type { MethodId } from '../methods';
import type { BuyPlanId, BuyPlanRow, BuyPlanState } from './buyPlan';

/** Where a pick applies: the series key and its position. */
export interface PlanPosition {
  /** Series key: `hm1` (a number), `hm1:daxiao`, `sum:danshuang`, `gyh:daxiao` … */
  series: string;
  /** `hm1…hmN`, `sum` or `gyh`. */
  position: string;
  positionLabel: string;
}

/** One method's two-sided pick for one item, with the exact chance of that pick. */
export interface TwoSidesPick {
  method: MethodId;
  /** 大, 小, 单 or 双. */
  pick: string;
  chance: number;
}

/** 两面推荐: one position's (or the sum's) 大小 or 单双, with every method's pick. */
export interface TwoSidesItem extends PlanPosition {
  attribute: TwoSidedAttribute;
  /** One pick per method, in PREDICTION_METHODS order. */
  picks: TwoSidesPick[];
}

/** A set of numbers named for one position, with the chance that the drawn number is in it. */
export interface NumbersPick extends PlanPosition {
  /** Ascending. */
  numbers: number[];
  chance: number;
}

/** 专家推荐: one method's card — a number list per position. */
export interface ExpertPlan {
  method: MethodId;
  picks: NumbersPick[];
}

/** One number a kill expert expects NOT to come at a position, with the chance it does not. */
export interface KillPick extends PlanPosition {
  number: number;
  chance: number;
}

/** 杀号计划: one expert's kills, one per position. */
export interface KillPlan {
  method: MethodId;
  picks: KillPick[];
}

/** 购彩计划: one plan's numbers for the period, with its place in the progression. */
export interface BuyPlanPick extends NumbersPick {
  plan: BuyPlanId;
  method: MethodId;
  planNo: number;
  step: number;
  multiplier: number;
  /** Units this period costs: picks × multiplier. */
  cost: number;
}

/**
 * Every plan of one lottery for one period, made from the draws before it. A kind is null when
 * the family does not have it (PLAN_FAMILIES).
 */
export interface PeriodPlans {
  group: Family;
  code: string;
  period: string;
  /** How many draws the methods looked at (at most 200), all before `period`. */
  basedOn: number;
  lmTj: TwoSidesItem[] | null;
  expert: ExpertPlan[] | null;
  shJh: KillPlan[] | null;
  buyplan: BuyPlanPick[] | null;
}

/** A two-sided pick scored: 中 when it equals the result; a 和 result is a miss (错). */
export interface TwoSidesScoredItem extends Omit<TwoSidesItem, 'picks'> {
  /** The result: 大, 小, 单, 双 or 和. */
  drawn: string;
  picks: Array<TwoSidesPick & { hit: boolean }>;
}

/** A number list scored: hit when the drawn number is in it. */
export type NumbersScoredPick = NumbersPick & { drawn: number; hit: boolean };

/** A kill scored: success when the killed number was not drawn at its position. */
export type KillScoredPick = KillPick & { drawn: number; success: boolean };

/** The scores of a period's plans once its draw is known. */
export interface PeriodScores {
  period: string;
  lmTj: TwoSidesScoredItem[] | null;
  expert: Array<{ method: MethodId; picks: NumbersScoredPick[] }> | null;
  shJh: Array<{ method: MethodId; picks: KillScoredPick[] }> | null;
  /** Each plan's row for the period and its state for the next period. */
  buyplan: Array<{ plan: BuyPlanId; row: BuyPlanRow; state: BuyPlanState }> | null;
}
