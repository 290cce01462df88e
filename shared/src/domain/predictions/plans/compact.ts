import type { Family } from '../../types';
import { killChance, numberChance } from '../chance/chances';
import { EXPERT_PICK_COUNTS } from '../coverage';
import { METHOD_IDS } from '../methods';
import type { PredictionSeries } from '../series';
import { predictionSeriesOf } from '../series';
import { BUY_PLANS, buyPlanSchedule } from './buyPlan';
import type { TwoSidedAttribute } from '../chance/chances';
import type { PeriodPlans } from './types';

/**
 * A period's plans as the server stores them: the picks only. Labels, positions, chances and a
 * buy plan's multiplier and cost follow from the family's series and rules, so they are not
 * stored again: a PK10 period is 1.0 KB this way against 16.5 KB as PeriodPlans JSON (时时彩 0.6 / 8.9 KB).
 * `decodePlans(encodePlans(p))` equals `p` (tested over every family).
 */
export interface CompactPlans {
  v: 1;
  basedOn: number;
  /** Per two-sided series (in series order): each method's pick in METHOD_IDS order, joined ('大小大大小'). */
  lmTj: string[] | null;
  /** Per method, per number position: the numbers, ascending. */
  expert: number[][][] | null;
  /** Per method, per number position: the killed number. */
  shJh: number[][] | null;
  /** Per buy plan (BUY_PLANS order): [planNo, step, ...numbers]. */
  buyplan: number[][] | null;
}

export function encodePlans(plans: PeriodPlans): CompactPlans {
  return {
    v: 1,
    basedOn: plans.basedOn,
    lmTj: plans.lmTj?.map((item) => item.picks.map((p) => p.pick).join('')) ?? null,
    expert: plans.expert?.map((e) => e.picks.map((p) => [...p.numbers])) ?? null,
    shJh: plans.shJh?.map((k) => k.picks.map((p) => p.number)) ?? null,
    buyplan: plans.buyplan?.map((b) => [b.planNo, b.step, ...b.numbers]) ?? null,
  };
}

const place = (s: PredictionSeries) => ({ series: s.key, position: s.position, positionLabel: s.positionLabel });

/** The plans a CompactPlans stands for, for lottery `code` of family `group` and `period`. */
export function decodePlans(group: Family, code: string, period: string, c: CompactPlans): PeriodPlans {
  if (c.v !== 1) throw new RangeError(`未知的预测存储版本：${String(c.v)}`);
  const series = predictionSeriesOf(group);
  const numbers = series.filter((s) => s.attribute === 'number');
  const twoSided = series.filter((s) => s.attribute !== 'number');
  const expertChance = numberChance(group, EXPERT_PICK_COUNTS[group]);
  const kill = killChance(group);
  return {
    group,
    code,
    period,
    basedOn: c.basedOn,
    lmTj:
      c.lmTj?.map((picks, i) => {
        const s = twoSided[i];
        return {
          ...place(s),
          attribute: s.attribute as TwoSidedAttribute,
          picks: METHOD_IDS.map((method, m) => {
            const pick = [...picks][m];
            return { method, pick, chance: s.chances[s.labels.indexOf(pick)] };
          }),
        };
      }) ?? null,
    expert:
      c.expert?.map((perPosition, m) => ({
        method: METHOD_IDS[m],
        picks: perPosition.map((nums, j) => ({ ...place(numbers[j]), numbers: [...nums], chance: expertChance })),
      })) ?? null,
    shJh:
      c.shJh?.map((perPosition, m) => ({
        method: METHOD_IDS[m],
        picks: perPosition.map((number, j) => ({ ...place(numbers[j]), number, chance: kill })),
      })) ?? null,
    buyplan:
      c.buyplan?.map(([planNo, step, ...nums], j) => {
        const config = BUY_PLANS[j];
        const s = series.find((x) => x.key === `hm${config.position + 1}`) as PredictionSeries;
        const at = buyPlanSchedule(group, config.picks)[step - 1];
        return {
          ...place(s),
          plan: config.id,
          method: config.method,
          numbers: nums,
          chance: numberChance(group, config.picks),
          planNo,
          step,
          multiplier: at.multiplier,
          cost: at.cost,
        };
      }) ?? null,
  };
}
