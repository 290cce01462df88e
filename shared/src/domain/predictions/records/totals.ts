import type { Family } from '../../types';
import { killChance, numberChance } from '../chance/chances';
import { wilsonInterval } from '../chance/rates';
import type { RateSummary } from '../chance/rates';
import { EXPERT_PICK_COUNTS, PLAN_FAMILIES } from '../coverage';
import type { PlanKind } from '../coverage';
import { METHOD_IDS } from '../methods';
import { predictionSeriesOf } from '../series';
import { BUY_PLANS } from '../plans/buyPlan';
import type { PeriodScores } from '../plans/types';

/**
 * Running totals of a lottery's scored plans (issue 17): one flat integer array per scored
 * period, cumulative since the first. The server stores it with each score, so a record over
 * any span is the difference of two stored arrays: the last 30 periods are `latest − the array
 * 30 scored periods back`, all time is `latest` alone, a rolling chart point is two reads. Every
 * entry is an integer, so the difference is exact.
 *
 * Layout (`totalsLayout`): [0] = periods scored; then
 * - 两面推荐: per two-sided series i, per method m: hits, then how many picks named the series'
 *   first label (大 or 单) — the chance of the record is exact from it;
 * - 专家推荐: per method, per number position: hits;
 * - 杀号计划: per method, per number position: successes;
 * - 购彩计划: per plan: hits.
 */
export interface TotalsLayout {
  group: Family;
  size: number;
  /** Chance of each two-sided series' two labels (first, second), in series order. */
  lmTj: { base: number; items: number; firstLabels: string[]; sideChances: Array<[number, number]> } | null;
  expert: { base: number; positions: number; chance: number } | null;
  shJh: { base: number; positions: number; chance: number } | null;
  buyplan: { base: number; chances: number[] } | null;
}

const METHODS = METHOD_IDS.length;
const layouts = new Map<Family, TotalsLayout>();

/** The totals layout of a family (memoised). */
export function totalsLayout(group: Family): TotalsLayout {
  const known = layouts.get(group);
  if (known) return known;
  const series = predictionSeriesOf(group);
  const positions = series.filter((s) => s.attribute === 'number').length;
  const twoSided = series.filter((s) => s.attribute !== 'number');
  const has = (kind: PlanKind) => PLAN_FAMILIES[kind].includes(group);
  let size = 1;
  const take = (n: number) => {
    const base = size;
    size += n;
    return base;
  };
  const layout: TotalsLayout = {
    group,
    size: 0,
    lmTj: has('lmTj')
      ? {
          base: take(twoSided.length * METHODS * 2),
          items: twoSided.length,
          firstLabels: twoSided.map((s) => s.labels[0]),
          sideChances: twoSided.map((s) => [s.chances[0], s.chances[1]]),
        }
      : null,
    expert: has('expert')
      ? { base: take(positions * METHODS), positions, chance: numberChance(group, EXPERT_PICK_COUNTS[group]) }
      : null,
    shJh: has('shJh') ? { base: take(positions * METHODS), positions, chance: killChance(group) } : null,
    buyplan: has('buyplan')
      ? { base: take(BUY_PLANS.length), chances: BUY_PLANS.map((p) => numberChance(group, p.picks)) }
      : null,
  };
  layout.size = size;
  layouts.set(group, layout);
  return layout;
}

/** The totals after one more scored period (`previous` null: the first). A new array. */
export function addPeriodScores(
  layout: TotalsLayout,
  previous: readonly number[] | null,
  scores: PeriodScores,
): number[] {
  const t = previous ? [...previous] : new Array<number>(layout.size).fill(0);
  if (t.length !== layout.size) throw new RangeError(`预测累计长度应为 ${layout.size}，实为 ${t.length}`);
  t[0] += 1;
  if (layout.lmTj && scores.lmTj) {
    const { base, firstLabels } = layout.lmTj;
    scores.lmTj.forEach((item, i) => {
      const first = firstLabels[i];
      item.picks.forEach((p, m) => {
        const at = base + (i * METHODS + m) * 2;
        if (p.hit) t[at] += 1;
        if (p.pick === first) t[at + 1] += 1;
      });
    });
  }
  if (layout.expert && scores.expert) {
    const { base, positions } = layout.expert;
    scores.expert.forEach((e, m) => e.picks.forEach((p, j) => p.hit && (t[base + m * positions + j] += 1)));
  }
  if (layout.shJh && scores.shJh) {
    const { base, positions } = layout.shJh;
    scores.shJh.forEach((k, m) => k.picks.forEach((p, j) => p.success && (t[base + m * positions + j] += 1)));
  }
  if (layout.buyplan && scores.buyplan) {
    const { base } = layout.buyplan;
    scores.buyplan.forEach((b, i) => b.row.result === 'hit' && (t[base + i] += 1));
  }
  return t;
}

/**
 * What a rate is taken over: a kind, a method (METHOD_IDS index; for 购彩计划 the BUY_PLANS
 * index) and one item (a two-sided series or a number position, by index) or every item.
 */
export interface RateSelector {
  kind: PlanKind;
  method: number;
  item?: number;
}

/**
 * The entries of the totals a selector's rates read, as one inclusive range [lo, hi] (the count
 * at 0 aside): what a reader of many stored arrays needs to fetch (record charts).
 */
export function totalsSpan(layout: TotalsLayout, sel: RateSelector): { lo: number; hi: number } {
  const part = layout[sel.kind];
  if (!part) throw new RangeError(`${layout.group} 没有 ${sel.kind} 预测`);
  switch (sel.kind) {
    case 'lmTj': {
      const { base, items } = layout.lmTj!;
      return { lo: base + sel.method * 2, hi: base + ((items - 1) * METHODS + sel.method) * 2 + 1 };
    }
    case 'expert':
    case 'shJh': {
      const { base, positions } = layout[sel.kind]!;
      return { lo: base + sel.method * positions, hi: base + (sel.method + 1) * positions - 1 };
    }
    case 'buyplan':
      return { lo: layout.buyplan!.base + sel.method, hi: layout.buyplan!.base + sel.method };
  }
}

const summary = (n: number, hits: number, chanceSum: number): RateSummary => ({
  n,
  hits,
  rate: n ? hits / n : 0,
  chance: n ? chanceSum / n : 0,
  ...wilsonInterval(hits, n),
});

/**
 * The measured rate between two totals (`earlier` null: since the first period) with its chance
 * rate and 95 % Wilson interval. Every period counts one trial per item selected.
 */
export function rateBetween(
  layout: TotalsLayout,
  sel: RateSelector,
  later: readonly number[],
  earlier: readonly number[] | null,
): RateSummary {
  const d = (i: number) => later[i] - (earlier ? earlier[i] : 0);
  const periods = d(0);
  const items = (count: number) =>
    sel.item === undefined ? Array.from({ length: count }, (_, i) => i) : [sel.item].filter((i) => i >= 0 && i < count);
  switch (sel.kind) {
    case 'lmTj': {
      if (!layout.lmTj) break;
      const { base, sideChances } = layout.lmTj;
      let hits = 0;
      let chance = 0;
      const list = items(sideChances.length);
      for (const i of list) {
        const at = base + (i * METHODS + sel.method) * 2;
        const first = d(at + 1);
        hits += d(at);
        chance += first * sideChances[i][0] + (periods - first) * sideChances[i][1];
      }
      return summary(periods * list.length, hits, chance);
    }
    case 'expert':
    case 'shJh': {
      const part = layout[sel.kind];
      if (!part) break;
      const list = items(part.positions);
      const hits = list.reduce((s, j) => s + d(part.base + sel.method * part.positions + j), 0);
      return summary(periods * list.length, hits, periods * list.length * part.chance);
    }
    case 'buyplan': {
      if (!layout.buyplan) break;
      const { base, chances } = layout.buyplan;
      return summary(periods, d(base + sel.method), periods * chances[sel.method]);
    }
  }
  throw new RangeError(`${layout.group} 没有 ${sel.kind} 预测`);
}

/** The three rates the pages show, from the latest totals and those 30 and 100 periods back. */
export function recentRatesOf(
  layout: TotalsLayout,
  sel: RateSelector,
  latest: readonly number[] | null,
  back30: readonly number[] | null,
  back100: readonly number[] | null,
): { last30: RateSummary; last100: RateSummary; all: RateSummary } {
  const now = latest ?? new Array<number>(layout.size).fill(0);
  return {
    last30: rateBetween(layout, sel, now, back30),
    last100: rateBetween(layout, sel, now, back100),
    all: rateBetween(layout, sel, now, null),
  };
}
