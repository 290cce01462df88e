import {
  comparePeriods,
  createPredictionWindow,
  nextSlot,
  planKindsOf,
  pushDraw,
  totalsLayout,
  validateBalls,
} from '@cp/shared/domain';
import type { BuyPlanId, BuyPlanState, LotteryDef, PredictionWindow, TotalsLayout } from '@cp/shared/domain';
import type { Queryable } from '../../db/types';

export type BuyStates = Partial<Record<BuyPlanId, BuyPlanState>>;

/**
 * Where a lottery's plans stand, as the consumer carries it from one draw to the next: the
 * 200-draw window through `lastPeriod`, and the chain of scores (the running totals after the
 * n-th scored period and the buy plans' states after it). Kept in memory between batches; the
 * window is rebuilt from the database whenever the draw before the one at hand is not the one
 * it ends with (first batch, another node worked in between, a correction, an older draw).
 */
export interface PlanState {
  lottery: LotteryDef;
  layout: TotalsLayout;
  window: PredictionWindow;
  lastPeriod: string | null;
  lastDrawTime: number;
  n: number;
  totals: number[] | null;
  buyStates: BuyStates;
}

/** Lotteries whose family has at least one plan kind. */
export const hasPlans = (lottery: LotteryDef) => planKindsOf(lottery.group).length > 0;

/** The period after a draw in the lottery's timetable (as draw/info announces it: never the draw's own). */
export function nextPeriodAfter(lottery: LotteryDef, period: string, drawTime: number) {
  let next = nextSlot(lottery.schedule, drawTime);
  if (comparePeriods(next.period, period) <= 0) next = nextSlot(lottery.schedule, next.drawTime);
  return next;
}

/** The window of the ≤ 200 draws before `drawTime` (oldest first), and the last draw before it. */
export async function windowBefore(tx: Queryable, lottery: LotteryDef, drawTime: number) {
  const rows = await tx.query<{ period: string; ms: string | number; balls: number[] }>(
    `SELECT period, (extract(epoch FROM draw_time) * 1000)::bigint AS ms, balls FROM draws
     WHERE code = $1 AND draw_time < $2 ORDER BY draw_time DESC, period DESC LIMIT 200`,
    [lottery.code, new Date(drawTime).toISOString()],
  );
  const window = createPredictionWindow(lottery.group);
  // Illegal balls (a feed's garbage that got stored) are not history the methods can learn from.
  const legal = rows.rows.reverse().filter((r) => !validateBalls(lottery.group, r.balls));
  for (const r of legal) pushDraw(window, r.balls);
  const last = rows.rows.at(-1); // the newest draw, legal or not: what previousDrawPeriod will name
  return {
    window,
    draws: legal.map((r) => ({ period: r.period, balls: r.balls })),
    lastPeriod: last?.period ?? null,
    lastDrawTime: last ? Number(last.ms) : -Infinity,
  };
}

/** The period of a lottery's draw just before `drawTime` (null when none). */
export async function previousDrawPeriod(tx: Queryable, code: string, drawTime: number): Promise<string | null> {
  const r = await tx.query<{ period: string }>(
    'SELECT period FROM draws WHERE code = $1 AND draw_time < $2 ORDER BY draw_time DESC, period DESC LIMIT 1',
    [code, new Date(drawTime).toISOString()],
  );
  return r.rows[0]?.period ?? null;
}

/** The latest score of a lottery: n, totals and the buy plans' states after it. */
export async function latestScore(tx: Queryable, code: string) {
  const r = await tx.query<{ n: number; totals: number[]; buy_states: BuyStates | null }>(
    'SELECT n, totals, buy_states FROM prediction_scores WHERE code = $1 ORDER BY n DESC LIMIT 1',
    [code],
  );
  const row = r.rows[0];
  return row
    ? { n: row.n, totals: row.totals, buyStates: row.buy_states ?? {} }
    : { n: 0, totals: null, buyStates: {} };
}

/** A fresh state of a lottery before the draw at `drawTime`. */
export async function loadPlanState(tx: Queryable, lottery: LotteryDef, drawTime: number): Promise<PlanState> {
  // One after the other: both run on the consumer's transaction (one connection).
  const w = await windowBefore(tx, lottery, drawTime);
  const s = await latestScore(tx, lottery.code);
  return {
    lottery,
    layout: totalsLayout(lottery.group),
    window: w.window,
    lastPeriod: w.lastPeriod,
    lastDrawTime: w.lastDrawTime,
    ...s,
  };
}
