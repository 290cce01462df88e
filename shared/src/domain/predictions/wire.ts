import type { BuyPlanRow, BuyPlanSummary } from './plans/buyPlan';
import type { PlanKind } from './coverage';

/**
 * Wire types of the prediction routes (server `modules/predictions`, remote `mf-prediction`).
 * Routes: `GET /v1/cp168/apis/jihua/{kind}/{code}` (page), `…/{kind}/{code}/history`,
 * `…/{kind}/{code}/record`, and `GET /v1/cp168/wap/recommend/jihuas`. Times are epoch ms.
 */

/** A measured rate beside pure chance: hits of n, the mean chance of the picks, 95 % Wilson interval. */
export interface JihuaRate {
  n: number;
  hits: number;
  rate: number;
  chance: number;
  low: number;
  high: number;
}

/** The three spans every page shows. */
export interface JihuaRates {
  last30: JihuaRate;
  last100: JihuaRate;
  all: JihuaRate;
}

/** A method (专家) of the kind — or, for 购彩计划, one of the three plans (buy5, buy3, buy2). */
export interface JihuaMethod {
  id: string;
  name: string;
  /** One sentence saying how it picks (for 杀号计划 how it kills; for a buy plan its numbers, method and odds). */
  description: string;
}

/** One predicted item of a period: a position's 大小 / 单双, a position's number list or killed number. */
export interface JihuaCell {
  /** Series key: `hm1:daxiao`, `gyh:danshuang`, `hm1` … */
  key: string;
  /** 冠军 大小, 冠亚和 单双, 冠军 … */
  label: string;
  /** As shown: 大, 单, '01 03 05 07 09', or the killed number '05'. */
  pick: string;
  /** The result at that item once drawn (大 小 单 双 和, or the number); absent for the next period. */
  drawn?: string;
  /** 中 (for 杀号计划: the killed number did not come); absent for the next period. */
  hit?: boolean;
}

/** A buy plan's place in its progression for a period (money in units). */
export interface JihuaBuyStep {
  planNo: number;
  step: number;
  multiplier: number;
  cost: number;
}

/** One scored period of a method: its picks with 中 / 错 (and, for a buy plan, the plan's row). */
export interface JihuaRow {
  period: string;
  drawTime: number;
  balls: number[];
  /** Plan made from history alone, after the fact, when the server first started (not live). */
  backfilled: boolean;
  cells: JihuaCell[];
  buy?: BuyPlanRow;
}

/** The plan for the next period, stored before its draw and never changed. */
export interface JihuaNext {
  period: string;
  drawTime: number;
  /** When the plan was stored (epoch ms). */
  madeAt: number;
  /** Draws the method looked at (≤ 200), all before this period. */
  basedOn: number;
  cells: JihuaCell[];
  buy?: JihuaBuyStep;
}

/** A method's record in the page's summary (every method of the kind). */
export interface JihuaMethodSummary {
  method: string;
  rates: JihuaRates;
  /** 购彩计划: plans won / failed and the long-run profit against what chance gives. */
  buy?: BuyPlanSummary;
}

/** `GET /v1/cp168/apis/jihua/{kind}/{code}?method=` — everything one page shows. */
export interface JihuaPage {
  code: string;
  name: string;
  kind: PlanKind;
  methods: JihuaMethod[];
  /** The method shown (the query's, else the first). */
  method: string;
  /** The next period's plan of that method; null until the first draw has been seen. */
  next: JihuaNext | null;
  /** Every method's rates (and buy summaries). */
  summary: JihuaMethodSummary[];
  /** The shown method's rates per item (position / series), in cell order. */
  items: Array<{ key: string; label: string; rates: JihuaRates }>;
  /** The last scored periods of the shown method, newest first (at most 30). */
  recent: JihuaRow[];
  /** 开奖结果为随机产生，任何预测均不能提高中奖概率，仅供参考。 */
  disclaimer: string;
}

/** `GET …/{kind}/{code}/history?method=&page=&size=` — scored periods, newest first. */
export interface JihuaHistory {
  code: string;
  kind: PlanKind;
  method: string;
  page: number;
  size: number;
  total: number;
  rows: JihuaRow[];
}

/** One rolling-window point of a record chart. */
export interface JihuaRollingPoint {
  period: string;
  rate: number;
  chance: number;
}

/** `GET …/{kind}/{code}/record?method=&window=` — a method's full record (the expert detail page). */
export interface JihuaRecord {
  code: string;
  name: string;
  kind: PlanKind;
  method: JihuaMethod;
  rates: JihuaRates;
  items: Array<{ key: string; label: string; rates: JihuaRates }>;
  /** Periods per chart point (30 or 100). */
  window: number;
  /** Rolling rate over the last periods (at most 500 points), oldest first. */
  points: JihuaRollingPoint[];
}

/** One of the home page's recommended plans (`GET /v1/cp168/wap/recommend/jihuas`). */
export interface RecommendedJihua {
  code: string;
  name: string;
  kind: PlanKind;
  kindLabel: string;
  method: string;
  methodName: string;
  /** Next period and the plan's pick for it (the first cell: 冠军 大小 大 …). */
  period: string;
  drawTime: number;
  label: string;
  pick: string;
  /** The last 100 periods' rate with its chance rate and interval. */
  rate: JihuaRate;
}

/** The line under every prediction page. */
export const JIHUA_DISCLAIMER = '开奖结果为随机产生，任何预测均不能提高中奖概率，仅供参考。';

/** The tabs' Chinese names. */
export const PLAN_KIND_LABELS: Record<PlanKind, string> = {
  lmTj: '两面推荐',
  expert: '专家推荐',
  buyplan: '购彩计划',
  shJh: '杀号计划',
};
