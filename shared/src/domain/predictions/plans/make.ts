import type { TwoSidedAttribute } from '../chance/chances';
import { killChance, numberChance } from '../chance/chances';
import { EXPERT_PICK_COUNTS, PLAN_FAMILIES } from '../coverage';
import type { PlanTarget } from '../methods';
import { METHOD_IDS, methodOrders } from '../methods';
import type { PredictionSeries } from '../series';
import type { PredictionWindow } from '../window';
import { windowLength } from '../window';
import type { BuyPlanId, BuyPlanState } from './buyPlan';
import { BUY_PLANS, buyPlanSchedule, INITIAL_BUY_PLAN_STATE } from './buyPlan';
import type { BuyPlanPick, ExpertPlan, KillPlan, PeriodPlans, TwoSidesItem } from './types';

/** The numbers of the first `count` categories of an order, ascending. */
function topNumbers(s: PredictionSeries, order: number[], count: number): number[] {
  const out = new Array<number>(count);
  for (let j = 0; j < count; j++) {
    // insertion into ascending order (count ≤ 10)
    const v = s.numbers[order[j]];
    let k = j;
    while (k > 0 && out[k - 1] > v) {
      out[k] = out[k - 1];
      k--;
    }
    out[k] = v;
  }
  return out;
}

/**
 * Every plan of one lottery for the period `target.period`, from the window holding the draws
 * BEFORE it (issue 17 items 1, 3–6). Each series' categories are ranked once per method
 * (methodOrders) and every kind reads those orders:
 *
 * - 两面推荐 lmTj: per two-sided series, each method's first side, with its exact chance;
 * - 专家推荐 expert: per method, per number position, the first EXPERT_PICK_COUNTS numbers;
 * - 杀号计划 shJh: per method, per number position, the LAST number of its order;
 * - 购彩计划 buyplan: per BUY_PLANS entry, the first `picks` numbers of its method at its
 *   position, with the step and multiplier its state (`buyStates`, default: a first plan) gives.
 *
 * Kinds the family does not have are null.
 */
export function makePeriodPlans(
  window: PredictionWindow,
  target: PlanTarget,
  buyStates: Partial<Record<BuyPlanId, BuyPlanState>> = {},
): PeriodPlans {
  const group = window.group;
  const orders = window.series.map((_, i) => methodOrders(window, i, target));
  const numberIdx: number[] = [];
  const twoSidedIdx: number[] = [];
  window.series.forEach((s, i) => (s.attribute === 'number' ? numberIdx : twoSidedIdx).push(i));

  const lmTj: TwoSidesItem[] | null = !PLAN_FAMILIES.lmTj.includes(group)
    ? null
    : twoSidedIdx.map((i) => {
        const s = window.series[i];
        return {
          series: s.key,
          position: s.position,
          positionLabel: s.positionLabel,
          attribute: s.attribute as TwoSidedAttribute,
          picks: METHOD_IDS.map((method, m) => {
            const c = orders[i][m][0];
            return { method, pick: s.labels[c], chance: s.chances[c] };
          }),
        };
      });

  const count = EXPERT_PICK_COUNTS[group];
  const expertChance = numberChance(group, count);
  const expert: ExpertPlan[] | null = !PLAN_FAMILIES.expert.includes(group)
    ? null
    : METHOD_IDS.map((method, m) => ({
        method,
        picks: numberIdx.map((i) => {
          const s = window.series[i];
          return {
            series: s.key,
            position: s.position,
            positionLabel: s.positionLabel,
            numbers: topNumbers(s, orders[i][m], count),
            chance: expertChance,
          };
        }),
      }));

  const kill = killChance(group);
  const shJh: KillPlan[] | null = !PLAN_FAMILIES.shJh.includes(group)
    ? null
    : METHOD_IDS.map((method, m) => ({
        method,
        picks: numberIdx.map((i) => {
          const s = window.series[i];
          const order = orders[i][m];
          return {
            series: s.key,
            position: s.position,
            positionLabel: s.positionLabel,
            number: s.numbers[order[order.length - 1]],
            chance: kill,
          };
        }),
      }));

  const buyplan: BuyPlanPick[] | null = !PLAN_FAMILIES.buyplan.includes(group)
    ? null
    : BUY_PLANS.map((config) => {
        const i = window.series.findIndex((s) => s.key === `hm${config.position + 1}`);
        const s = window.series[i];
        const state = buyStates[config.id] ?? INITIAL_BUY_PLAN_STATE;
        const step = buyPlanSchedule(group, config.picks)[state.step - 1];
        return {
          series: s.key,
          position: s.position,
          positionLabel: s.positionLabel,
          plan: config.id,
          method: config.method,
          numbers: topNumbers(s, orders[i][METHOD_IDS.indexOf(config.method)], config.picks),
          chance: numberChance(group, config.picks),
          planNo: state.planNo,
          step: state.step,
          multiplier: step.multiplier,
          cost: step.cost,
        };
      });

  return {
    group,
    code: target.code,
    period: target.period,
    basedOn: windowLength(window),
    lmTj,
    expert,
    shJh,
    buyplan,
  };
}
