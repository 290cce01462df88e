import { validateBalls } from '../../families';
import type { Family } from '../../types';
import { predictionSeriesOf } from '../series';
import type { PredictionSeries } from '../series';
import type { BuyPlanId, BuyPlanState } from './buyPlan';
import { BUY_PLANS, INITIAL_BUY_PLAN_STATE, settleBuyPlanStep } from './buyPlan';
import type { PeriodPlans, PeriodScores, PlanPosition } from './types';

const maps = new Map<Family, Map<string, PredictionSeries>>();

function seriesMap(group: Family): Map<string, PredictionSeries> {
  let map = maps.get(group);
  if (!map) {
    map = new Map(predictionSeriesOf(group).map((s) => [s.key, s]));
    maps.set(group, map);
  }
  return map;
}

/**
 * Scores a period's stored plans against its draw (issue 17 items 3–6):
 * - 两面推荐: 中 when the pick equals the result; a 和 result (11选5 ball 11, PK10 冠亚和 11,
 *   快3 总和 3 or 18, 11选5 总和 30, 快乐10分 总和 84) is a miss for every pick — the chance
 *   rates already count 和 as a miss, so the comparison stays fair;
 * - 专家推荐 / 购彩计划: hit when the drawn number at the position is in the list;
 * - 杀号计划: success when the killed number is not the drawn number at the position;
 * - 购彩计划 also advances each plan's progression from `buyStates` (the states the plans were
 *   made with; default a first plan) and returns the rows and next states.
 *
 * The draw must be legal for the family (a RangeError otherwise), and a buy plan must have been
 * made from the state it is settled with (a RangeError otherwise).
 */
export function scorePeriodPlans(
  plans: PeriodPlans,
  balls: readonly number[],
  buyStates: Partial<Record<BuyPlanId, BuyPlanState>> = {},
): PeriodScores {
  const group = plans.group;
  const problem = validateBalls(group, balls);
  if (problem) throw new RangeError(problem);
  const bySeries = seriesMap(group);
  const series = (p: PlanPosition): PredictionSeries => {
    const s = bySeries.get(p.series);
    if (!s) throw new RangeError(`未知的预测项：${p.series}`);
    return s;
  };
  const drawnNumber = (p: PlanPosition): number => {
    const s = series(p);
    return s.numbers[s.categoryOf(balls)];
  };

  return {
    period: plans.period,
    lmTj:
      plans.lmTj?.map((item) => {
        const s = series(item);
        const c = s.categoryOf(balls);
        const drawn = c < 0 ? '和' : s.labels[c];
        return {
          series: item.series,
          position: item.position,
          positionLabel: item.positionLabel,
          attribute: item.attribute,
          drawn,
          picks: item.picks.map((p) => ({ method: p.method, pick: p.pick, chance: p.chance, hit: p.pick === drawn })),
        };
      }) ?? null,
    expert:
      plans.expert?.map((plan) => ({
        method: plan.method,
        picks: plan.picks.map((p) => {
          const drawn = drawnNumber(p);
          return {
            series: p.series,
            position: p.position,
            positionLabel: p.positionLabel,
            numbers: p.numbers,
            chance: p.chance,
            drawn,
            hit: p.numbers.includes(drawn),
          };
        }),
      })) ?? null,
    shJh:
      plans.shJh?.map((plan) => ({
        method: plan.method,
        picks: plan.picks.map((p) => {
          const drawn = drawnNumber(p);
          return {
            series: p.series,
            position: p.position,
            positionLabel: p.positionLabel,
            number: p.number,
            chance: p.chance,
            drawn,
            success: p.number !== drawn,
          };
        }),
      })) ?? null,
    buyplan:
      plans.buyplan?.map((pick) => {
        const config = BUY_PLANS.find((c) => c.id === pick.plan);
        const state = buyStates[pick.plan] ?? INITIAL_BUY_PLAN_STATE;
        if (!config || state.planNo !== pick.planNo || state.step !== pick.step) {
          throw new RangeError(`购彩计划 ${pick.plan} 的状态与该期计划不符`);
        }
        const settled = settleBuyPlanStep(group, config, state, {
          period: plans.period,
          picks: pick.numbers,
          drawn: drawnNumber(pick),
        });
        return { plan: pick.plan, ...settled };
      }) ?? null,
  };
}
