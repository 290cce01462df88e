import type { Family } from '../../types';
import { buyPlanOddsHundredths, BUY_PLANS } from '../plans/buyPlan';
import type { PlanKind } from '../coverage';
import { METHOD_IDS, PREDICTION_METHODS } from '../methods';
import { numberLabel, predictionSeriesOf } from '../series';
import type { PeriodPlans, PeriodScores } from '../plans/types';
import type { JihuaBuyStep, JihuaCell, JihuaMethod } from '../wire';

/**
 * How a kind's plans look on the pages (issue 17): the methods it offers, the items a method
 * predicts each period, and one period's cells. Pure; the server builds its answers with it and
 * the remote's tests build realistic answers with it.
 */

const ATTRIBUTE_LABEL: Record<string, string> = { daxiao: '大小', danshuang: '单双' };

/** The methods of a kind, in display order: the five 专家, or for 购彩计划 the three plans. */
export function jihuaMethodsOf(group: Family, kind: PlanKind): JihuaMethod[] {
  if (kind === 'buyplan') {
    const odds = (buyPlanOddsHundredths(group) / 100).toFixed(2);
    return BUY_PLANS.map((plan) => {
      const method = PREDICTION_METHODS.find((m) => m.id === plan.method)!;
      return {
        id: plan.id,
        name: plan.name,
        description: `每期按“${method.name}”选 ${plan.picks} 个号码投注第一位，每码 1 倍 1 元，赔率 ${odds}。`,
      };
    });
  }
  return PREDICTION_METHODS.map((m) => ({
    id: m.id,
    name: m.name,
    description: kind === 'shJh' ? m.killDescription : m.description,
  }));
}

/** Index of a method id within the kind's methods, or −1. */
export function jihuaMethodIndex(kind: PlanKind, id: string): number {
  return kind === 'buyplan' ? BUY_PLANS.findIndex((p) => p.id === id) : METHOD_IDS.indexOf(id as never);
}

/** The items a method of the kind predicts each period, in cell order (key and label). */
export function jihuaItemsOf(group: Family, kind: PlanKind): Array<{ key: string; label: string }> {
  const series = predictionSeriesOf(group);
  if (kind === 'lmTj')
    return series
      .filter((s) => s.attribute !== 'number')
      .map((s) => ({ key: s.key, label: `${s.positionLabel} ${ATTRIBUTE_LABEL[s.attribute]}` }));
  const numbers = series.filter((s) => s.attribute === 'number');
  if (kind === 'buyplan') return [{ key: numbers[0].key, label: numbers[0].positionLabel }];
  return numbers.map((s) => ({ key: s.key, label: s.positionLabel }));
}

const numbersText = (group: Family, numbers: readonly number[]) => numbers.map((n) => numberLabel(group, n)).join(' ');

/**
 * One method's cells for a period: what it named per item and, once `scores` is given, the
 * result and 中 / 错. `method` is the index in jihuaMethodsOf(group, kind).
 */
export function jihuaCellsOf(plans: PeriodPlans, kind: PlanKind, method: number, scores?: PeriodScores): JihuaCell[] {
  const g = plans.group;
  switch (kind) {
    case 'lmTj':
      return (plans.lmTj ?? []).map((item, i) => {
        const scored = scores?.lmTj?.[i];
        const cell: JihuaCell = {
          key: item.series,
          label: `${item.positionLabel} ${ATTRIBUTE_LABEL[item.attribute]}`,
          pick: item.picks[method].pick,
        };
        return scored ? { ...cell, drawn: scored.drawn, hit: scored.picks[method].hit } : cell;
      });
    case 'expert':
      return (plans.expert?.[method]?.picks ?? []).map((p, j) => {
        const scored = scores?.expert?.[method].picks[j];
        const cell: JihuaCell = { key: p.series, label: p.positionLabel, pick: numbersText(g, p.numbers) };
        return scored ? { ...cell, drawn: numberLabel(g, scored.drawn), hit: scored.hit } : cell;
      });
    case 'shJh':
      return (plans.shJh?.[method]?.picks ?? []).map((p, j) => {
        const scored = scores?.shJh?.[method].picks[j];
        const cell: JihuaCell = { key: p.series, label: p.positionLabel, pick: numberLabel(g, p.number) };
        return scored ? { ...cell, drawn: numberLabel(g, scored.drawn), hit: scored.success } : cell;
      });
    case 'buyplan': {
      const p = plans.buyplan?.[method];
      if (!p) return [];
      const scored = scores?.buyplan?.[method];
      const cell: JihuaCell = { key: p.series, label: p.positionLabel, pick: numbersText(g, p.numbers) };
      return scored ? [{ ...cell, drawn: numberLabel(g, scored.row.drawn), hit: scored.row.result === 'hit' }] : [cell];
    }
  }
}

/** A buy plan's step for the next period (null for other kinds). */
export function jihuaBuyStepOf(plans: PeriodPlans, kind: PlanKind, method: number): JihuaBuyStep | null {
  const p = kind === 'buyplan' ? plans.buyplan?.[method] : undefined;
  return p ? { planNo: p.planNo, step: p.step, multiplier: p.multiplier, cost: p.cost } : null;
}
