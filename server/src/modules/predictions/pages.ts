import {
  buyPlanSummary,
  decodePlans,
  INITIAL_BUY_PLAN_STATE,
  JIHUA_DISCLAIMER,
  jihuaBuyStepOf,
  jihuaCellsOf,
  jihuaItemsOf,
  jihuaMethodIndex,
  jihuaMethodsOf,
  PLAN_FAMILIES,
  recentRatesOf,
  rateBetween,
  scorePeriodPlans,
  totalsLayout,
  totalsSpan,
  BUY_PLANS,
} from '@cp/shared/domain';
import type {
  JihuaHistory,
  JihuaMethodSummary,
  JihuaPage,
  JihuaRecord,
  JihuaRow,
  LotteryDef,
  PlanKind,
  TotalsLayout,
} from '@cp/shared/domain';
import { JsonCache } from '../../lib/jsonCache';
import type { Catalogue } from '../lotteries/catalogue';
import { predictionErrors } from './errors';
import type { PredictionReads, ScoredRow, TotalsRow } from './reads';

/** Scored periods the page shows. */
export const RECENT_ROWS = 30;
/** Chart points of a method's record (the last periods). */
export const RECORD_POINTS = 500;

/**
 * The prediction pages' answers (issue 17 items 3–8): a page per lottery, kind and method, the
 * history paged, a method's record with its rolling rate. Rates come from the stored running
 * totals (three index lookups), rows from the stored plans scored again on the fly (pure, the
 * same result as when the draw came: plans and balls are both stored and never change).
 */
export class PredictionPages {
  constructor(
    private readonly catalogue: Catalogue,
    private readonly reads: PredictionReads,
    /** Serialised pages and records, valid while the lottery has no newer score or plan. */
    private readonly responses = new JsonCache(16 * 1024 * 1024),
  ) {}

  /**
   * A page or a record as serialised JSON bytes (the success envelope), served from the cache
   * while the lottery's newest score and newest plan are the ones it was computed at. Plans and
   * scores are never changed (migration 009), so nothing else can make it stale.
   */
  async json(what: 'page' | 'record', kind: PlanKind, code: string, methodId: string | undefined, window = 30) {
    this.lotteryOf(kind, code);
    const method = this.methodOf(kind, methodId);
    const tag = await this.reads.version(code);
    const key = `${what}|${kind}|${code}|${method}|${window}`;
    const hit = this.responses.get(key, tag);
    if (hit) return hit;
    const data =
      what === 'page' ? await this.page(kind, code, methodId) : await this.record(kind, code, methodId, window);
    const json = Buffer.from(JSON.stringify({ status: 1, data }));
    this.responses.set(key, tag, json);
    return json;
  }

  /** The lottery of a code that has plans of `kind`: 404 for an unknown code or a lottery without that kind. */
  lotteryOf(kind: PlanKind, code: string): LotteryDef {
    const lottery = this.catalogue.get(code);
    if (!PLAN_FAMILIES[kind].includes(lottery.group)) throw predictionErrors.noKind(lottery.name, kind);
    return lottery;
  }

  /** The method index of `method` for the kind (the first when absent); 400 when unknown. */
  methodOf(kind: PlanKind, method: string | undefined): number {
    if (method === undefined || method === '') return 0;
    const i = jihuaMethodIndex(kind, method);
    if (i < 0) throw predictionErrors.unknownMethod(kind, method);
    return i;
  }

  async page(kind: PlanKind, code: string, methodId?: string): Promise<JihuaPage> {
    const lottery = this.lotteryOf(kind, code);
    const method = this.methodOf(kind, methodId);
    const methods = jihuaMethodsOf(lottery.group, kind);
    const layout = totalsLayout(lottery.group);
    const [newest, totals] = await Promise.all([this.reads.newestPlan(code), this.reads.totals(code, [30, 100])]);
    const latest = totals.latest;
    const n = latest?.n ?? 0;
    const back = (k: number) => totals.at.get(n - k)?.totals ?? null;
    const rates = (sel: { method: number; item?: number }) =>
      recentRatesOf(layout, { kind, ...sel }, latest?.totals ?? null, back(30), back(100));
    const recent = n ? await this.reads.scored(code, Math.max(1, n - RECENT_ROWS + 1), n, kind) : [];
    const summary: JihuaMethodSummary[] = methods.map((m, i) => {
      const s: JihuaMethodSummary = { method: m.id, rates: rates({ method: i }) };
      if (kind === 'buyplan') {
        const state = latest?.buyStates[BUY_PLANS[i].id] ?? INITIAL_BUY_PLAN_STATE;
        s.buy = buyPlanSummary(lottery.group, state);
      }
      return s;
    });
    let next: JihuaPage['next'] = null;
    if (newest && !newest.scored) {
      const plans = decodePlans(lottery.group, code, newest.period, newest.plans);
      const buy = jihuaBuyStepOf(plans, kind, method);
      next = {
        period: newest.period,
        drawTime: newest.drawTime,
        madeAt: newest.madeAt,
        basedOn: newest.plans.basedOn,
        cells: jihuaCellsOf(plans, kind, method),
        ...(buy ? { buy } : {}),
      };
    }
    return {
      code,
      name: lottery.name,
      kind,
      methods,
      method: methods[method].id,
      next,
      summary,
      items: jihuaItemsOf(lottery.group, kind).map((item, i) => ({
        ...item,
        rates: rates({ method, item: kind === 'buyplan' ? undefined : i }),
      })),
      recent: recent.map((r) => rowOf(lottery, kind, method, r)),
      disclaimer: JIHUA_DISCLAIMER,
    };
  }

  async history(
    kind: PlanKind,
    code: string,
    methodId: string | undefined,
    page: number,
    size: number,
  ): Promise<JihuaHistory> {
    const lottery = this.lotteryOf(kind, code);
    const method = this.methodOf(kind, methodId);
    const total = await this.reads.scoredCount(code);
    const to = total - (page - 1) * size;
    const rows = to >= 1 ? await this.reads.scored(code, Math.max(1, to - size + 1), to, kind) : [];
    return {
      code,
      kind,
      method: jihuaMethodsOf(lottery.group, kind)[method].id,
      page,
      size,
      total,
      rows: rows.map((r) => rowOf(lottery, kind, method, r)),
    };
  }

  async record(kind: PlanKind, code: string, methodId: string | undefined, window: number): Promise<JihuaRecord> {
    const lottery = this.lotteryOf(kind, code);
    const method = this.methodOf(kind, methodId);
    const layout = totalsLayout(lottery.group);
    const totals = await this.reads.totals(code, [30, 100]);
    const n = totals.latest?.n ?? 0;
    const back = (k: number) => totals.at.get(n - k)?.totals ?? null;
    const rates = (item?: number) =>
      recentRatesOf(layout, { kind, method, item }, totals.latest?.totals ?? null, back(30), back(100));
    const span = { ...totalsSpan(layout, { kind, method }), size: layout.size };
    const range =
      n >= window ? await this.reads.totalsRange(code, Math.max(1, n - RECORD_POINTS - window + 1), n, span) : [];
    return {
      code,
      name: lottery.name,
      kind,
      method: jihuaMethodsOf(lottery.group, kind)[method],
      rates: rates(),
      items:
        kind === 'buyplan' ? [] : jihuaItemsOf(lottery.group, kind).map((item, i) => ({ ...item, rates: rates(i) })),
      window,
      points: rollingPoints(layout, kind, method, range, window),
    };
  }
}

/** One scored period of a method as the pages list it. */
function rowOf(lottery: LotteryDef, kind: PlanKind, method: number, r: ScoredRow): JihuaRow {
  const plans = decodePlans(lottery.group, lottery.code, r.period, r.plans);
  const scores = scorePeriodPlans(plans, r.balls, r.buyStates);
  const row: JihuaRow = {
    period: r.period,
    drawTime: r.drawTime,
    balls: r.balls,
    backfilled: r.backfilled,
    cells: jihuaCellsOf(plans, kind, method, scores),
  };
  if (kind === 'buyplan' && scores.buyplan) row.buy = scores.buyplan[method].row;
  return row;
}

/** The rolling rate of `window` periods at each scored period of `range` (oldest first; n = 0 counts as zeros). */
function rollingPoints(layout: TotalsLayout, kind: PlanKind, method: number, range: TotalsRow[], window: number) {
  const byN = new Map(range.map((r) => [r.n, r.totals]));
  const zero = new Array<number>(layout.size).fill(0);
  const points: JihuaRecord['points'] = [];
  for (const r of range) {
    const earlier = r.n === window ? zero : byN.get(r.n - window);
    if (!earlier) continue;
    const rate = rateBetween(layout, { kind, method }, r.totals, earlier);
    points.push({ period: r.period, rate: rate.rate, chance: rate.chance });
  }
  return points;
}
