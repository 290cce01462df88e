import {
  addPeriodScores,
  buyPlanSummary,
  createPredictionWindow,
  generateBalls,
  INITIAL_BUY_PLAN_STATE,
  JIHUA_DISCLAIMER,
  jihuaBuyStepOf,
  jihuaCellsOf,
  jihuaItemsOf,
  jihuaMethodIndex,
  jihuaMethodsOf,
  makePeriodPlans,
  pushDraw,
  rateBetween,
  recentRatesOf,
  scorePeriodPlans,
  seededRandomInt,
  totalsLayout,
  BUY_PLANS,
} from '@cp/shared/domain';
import type {
  BuyPlanId,
  BuyPlanState,
  Family,
  JihuaHistory,
  JihuaPage,
  JihuaRecord,
  JihuaRow,
  PeriodPlans,
  PeriodScores,
  PlanKind,
  PredictionWindow,
  TotalsLayout,
} from '@cp/shared/domain';

/** The fixtures' latest draw: 20261121-0457 at 09:30:00 Beijing; a period every 75 s. */
const LAST_FIXTURE_PERIOD = 457;
const LAST_FIXTURE_TIME = Date.parse('2026-11-21T09:30:00+08:00');
const INTERVAL_MS = 75_000;

export interface JihuaDataOptions {
  group: Family;
  code: string;
  name: string;
  /** Draws already scored (0: no draw yet, the page has no next plan and no rows). */
  periods: number;
  seed?: number;
}

interface Scored {
  plans: PeriodPlans;
  scores: PeriodScores;
  balls: number[];
  drawTime: number;
  totals: number[];
}

const periodName = (n: number) => `20261121-${String(n).padStart(4, '0')}`;
const timeOf = (n: number) => LAST_FIXTURE_TIME + (n - LAST_FIXTURE_PERIOD) * INTERVAL_MS;

/**
 * A lottery's predictions as the server would answer them, made by the same pure functions the
 * server uses (issue 17): seeded random draws streamed through a prediction window, every period
 * planned before its draw, scored after it, running totals for the rates. The last draw is
 * 20261121-0457 (the fixtures' latest), so the next plan is for 20261121-0458. `draw()` adds
 * one more period, as a live draw would.
 */
export class JihuaData {
  readonly group: Family;
  readonly code: string;
  readonly name: string;
  private readonly window: PredictionWindow;
  private readonly layout: TotalsLayout;
  private readonly random: (k: number) => number;
  private readonly scored: Scored[] = [];
  private buyStates: Partial<Record<BuyPlanId, BuyPlanState>> = {};
  private next: PeriodPlans | null = null;
  private number: number;

  constructor({ group, code, name, periods, seed = 17 }: JihuaDataOptions) {
    this.group = group;
    this.code = code;
    this.name = name;
    this.window = createPredictionWindow(group);
    this.layout = totalsLayout(group);
    this.random = seededRandomInt(seed);
    for (const plan of BUY_PLANS) this.buyStates[plan.id] = INITIAL_BUY_PLAN_STATE;
    this.number = LAST_FIXTURE_PERIOD - periods + 1;
    for (let i = 0; i < periods; i++) this.draw();
  }

  /** Draws the next period: scores its stored plans (none for the very first draw), then plans the one after. */
  draw(balls: number[] = generateBalls(this.group, this.random)): { period: string; balls: number[] } {
    const period = periodName(this.number);
    const plans = this.next ?? makePeriodPlans(this.window, { code: this.code, period }, this.buyStates);
    const scores = scorePeriodPlans(plans, balls, this.buyStates);
    for (const b of scores.buyplan ?? []) this.buyStates[b.plan] = b.state;
    const previous = this.scored.at(-1)?.totals ?? null;
    this.scored.push({
      plans,
      scores,
      balls,
      drawTime: timeOf(this.number),
      totals: addPeriodScores(this.layout, previous, scores),
    });
    pushDraw(this.window, balls);
    this.number += 1;
    this.next = makePeriodPlans(this.window, { code: this.code, period: periodName(this.number) }, this.buyStates);
    return { period, balls };
  }

  /** The period the next plan is for. */
  get nextPeriod(): string {
    return periodName(this.number);
  }

  methods(kind: PlanKind) {
    return jihuaMethodsOf(this.group, kind);
  }

  /** `GET /jihua/{kind}/{code}?method=`; the first method when none is given. */
  page(kind: PlanKind, method?: string): JihuaPage {
    const methods = this.methods(kind);
    const id = method ?? methods[0].id;
    const m = this.indexOf(kind, id);
    const next = this.next && this.scored.length > 0 ? this.next : null;
    return {
      code: this.code,
      name: this.name,
      kind,
      methods,
      method: id,
      next: next && {
        period: next.period,
        drawTime: timeOf(this.number),
        madeAt: timeOf(this.number - 1) + 2000,
        basedOn: next.basedOn,
        cells: jihuaCellsOf(next, kind, m),
        ...(kind === 'buyplan' ? { buy: jihuaBuyStepOf(next, kind, m)! } : {}),
      },
      summary: methods.map((x, i) => ({
        method: x.id,
        rates: this.rates(kind, i),
        ...(kind === 'buyplan' ? { buy: buyPlanSummary(this.group, this.buyStates[BUY_PLANS[i].id]!) } : {}),
      })),
      items: this.items(kind, m),
      recent: this.rows(kind, m).slice(0, 30),
      disclaimer: JIHUA_DISCLAIMER,
    };
  }

  /** `GET …/history?method=&page=&size=`. */
  history(kind: PlanKind, method: string, page: number, size: number): JihuaHistory {
    const rows = this.rows(kind, this.indexOf(kind, method));
    return {
      code: this.code,
      kind,
      method,
      page,
      size,
      total: rows.length,
      rows: rows.slice((page - 1) * size, page * size),
    };
  }

  /** `GET …/record?method=&window=`. */
  record(kind: PlanKind, method: string, window: number): JihuaRecord {
    const m = this.indexOf(kind, method);
    const sel = { kind, method: m };
    const points = this.scored.flatMap((s, i) => {
      if (i < window - 1) return [];
      const r = rateBetween(this.layout, sel, s.totals, i >= window ? this.scored[i - window].totals : null);
      return [{ period: s.plans.period, rate: r.rate, chance: r.chance }];
    });
    return {
      code: this.code,
      name: this.name,
      kind,
      method: this.methods(kind)[m],
      rates: this.rates(kind, m),
      items: this.items(kind, m),
      window,
      points: points.slice(-500),
    };
  }

  private indexOf(kind: PlanKind, method: string): number {
    const m = jihuaMethodIndex(kind, method);
    if (m < 0) throw new RangeError(`未知的计划方法：${method}`);
    return m;
  }

  private rates(kind: PlanKind, method: number, item?: number) {
    const n = this.scored.length;
    const at = (back: number) => (n > back ? this.scored[n - 1 - back].totals : null);
    return recentRatesOf(this.layout, { kind, method, item }, at(0), at(30), at(100));
  }

  private items(kind: PlanKind, method: number) {
    return jihuaItemsOf(this.group, kind).map((it, i) => ({ ...it, rates: this.rates(kind, method, i) }));
  }

  private rows(kind: PlanKind, method: number): JihuaRow[] {
    return this.scored
      .map((s) => ({
        period: s.plans.period,
        drawTime: s.drawTime,
        balls: s.balls,
        backfilled: false,
        cells: jihuaCellsOf(s.plans, kind, method, s.scores),
        ...(kind === 'buyplan' ? { buy: s.scores.buyplan![method].row } : {}),
      }))
      .reverse();
  }
}
