import {
  decodePlans,
  jihuaCellsOf,
  jihuaMethodsOf,
  PLAN_KIND_LABELS,
  planKindsOf,
  rateBetween,
  totalsLayout,
} from '@cp/shared/domain';
import type { RecommendedJihua } from '@cp/shared/domain';
import type { Clock } from '../../lib/clock';
import type { Catalogue } from '../lotteries/catalogue';
import { hasPlans } from './planState';
import type { PredictionReads } from './reads';

/** Periods the recommendation's record covers, and the fewest it needs. */
const SPAN = 100;
/** How many plans the home page gets. */
export const RECOMMENDED = 8;
/** A list is reused this long (every node computes its own; at most one lottery draw behind). */
const TTL_MS = 10_000;

/**
 * The home page's recommended plans (`recommend/jihuas`, issue 17 item 8): per lottery the plan
 * (kind, method) with the best record over its last 100 scored periods compared with chance —
 * (rate − chance rate) — then the best lotteries first. Each carries its next-period pick and
 * the measured rate with its chance rate and interval: a good record here is luck, and the page
 * shows the chance beside it.
 */
export class Recommender {
  private cached: { at: number; list: RecommendedJihua[] } | null = null;

  constructor(
    private readonly catalogue: Catalogue,
    private readonly reads: PredictionReads,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<RecommendedJihua[]> {
    const now = this.clock.now();
    if (this.cached && now - this.cached.at < TTL_MS && now >= this.cached.at) return this.cached.list;
    const found: Array<RecommendedJihua & { margin: number }> = [];
    for (const lottery of this.catalogue.list.filter(hasPlans)) {
      const [newest, totals] = await Promise.all([
        this.reads.newestPlan(lottery.code),
        this.reads.totals(lottery.code, [SPAN]),
      ]);
      const latest = totals.latest;
      const earlier = latest ? totals.at.get(latest.n - SPAN) : undefined;
      if (!newest || newest.scored || !latest || !earlier) continue;
      const layout = totalsLayout(lottery.group);
      const plans = decodePlans(lottery.group, lottery.code, newest.period, newest.plans);
      let best: (RecommendedJihua & { margin: number }) | null = null;
      for (const kind of planKindsOf(lottery.group)) {
        jihuaMethodsOf(lottery.group, kind).forEach((m, method) => {
          const rate = rateBetween(layout, { kind, method }, latest.totals, earlier.totals);
          const margin = rate.rate - rate.chance;
          if (best && margin <= best.margin) return;
          const cell = jihuaCellsOf(plans, kind, method)[0];
          if (!cell) return;
          best = {
            code: lottery.code,
            name: lottery.name,
            kind,
            kindLabel: PLAN_KIND_LABELS[kind],
            method: m.id,
            methodName: m.name,
            period: newest.period,
            drawTime: newest.drawTime,
            label: cell.label,
            pick: cell.pick,
            rate,
            margin,
          };
        });
      }
      if (best) found.push(best);
    }
    const list = found
      .sort((a, b) => b.margin - a.margin || a.code.localeCompare(b.code))
      .slice(0, RECOMMENDED)
      .map(({ margin: _margin, ...r }) => r);
    this.cached = { at: now, list };
    return list;
  }
}
