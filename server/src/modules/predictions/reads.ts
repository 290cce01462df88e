import type { CompactPlans } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import type { BuyStates } from './planState';

/** A stored plan. */
export interface PlanRow {
  period: string;
  drawTime: number;
  madeAt: number;
  backfilled: boolean;
  plans: CompactPlans;
  buyStates: BuyStates;
}

/** A scored period with its plan. */
export interface ScoredRow extends PlanRow {
  n: number;
  balls: number[];
}

/** Running totals after the n-th scored period. */
export interface TotalsRow {
  n: number;
  period: string;
  totals: number[];
  buyStates: BuyStates;
}

const ms = (col: string) => `(extract(epoch FROM ${col}) * 1000)::bigint`;

interface RawPlan {
  period: string;
  draw_ms: string | number;
  made_ms: string | number;
  backfilled: boolean;
  plans: CompactPlans;
  buy_states: BuyStates | null;
}

const planOf = (r: RawPlan): PlanRow => ({
  period: r.period,
  drawTime: Number(r.draw_ms),
  madeAt: Number(r.made_ms),
  backfilled: r.backfilled,
  plans: r.plans,
  buyStates: r.buy_states ?? {},
});

/** The reads of the prediction pages; every one is an index lookup or range. */
export class PredictionReads {
  constructor(private readonly db: Db) {}

  /** The lottery's newest plan and whether it has been scored (not scored: the next period's). */
  async newestPlan(code: string): Promise<(PlanRow & { scored: boolean }) | null> {
    const r = await this.db.query<RawPlan & { scored: boolean }>(
      `SELECT p.period, ${ms('p.draw_time')} AS draw_ms, ${ms('p.made_at')} AS made_ms, p.backfilled, p.plans, p.buy_states,
         EXISTS (SELECT 1 FROM prediction_scores s WHERE s.code = p.code AND s.period = p.period) AS scored
       FROM prediction_plans p WHERE p.code = $1 ORDER BY p.draw_time DESC LIMIT 1`,
      [code],
    );
    const row = r.rows[0];
    return row ? { ...planOf(row), scored: row.scored } : null;
  }

  /** The totals after the latest scored period and after the given counts (when they exist). */
  async totals(
    code: string,
    back: readonly number[],
  ): Promise<{ latest: TotalsRow | null; at: Map<number, TotalsRow> }> {
    const r = await this.db.query<{ n: number; period: string; totals: number[]; buy_states: BuyStates | null }>(
      `WITH latest AS (SELECT max(n) AS n FROM prediction_scores WHERE code = $1)
       SELECT s.n, s.period, s.totals, s.buy_states FROM prediction_scores s, latest
       WHERE s.code = $1 AND s.n = ANY (ARRAY(SELECT latest.n - b FROM unnest($2::int[]) AS b) || latest.n)`,
      [code, back],
    );
    const rows = r.rows.map((x) => ({ n: x.n, period: x.period, totals: x.totals, buyStates: x.buy_states ?? {} }));
    const latest = rows.reduce<TotalsRow | null>((a, b) => (!a || b.n > a.n ? b : a), null);
    return { latest, at: new Map(rows.map((x) => [x.n, x])) };
  }

  /** Totals of every scored period with n in [from, to], oldest first (record charts). */
  async totalsRange(code: string, from: number, to: number): Promise<TotalsRow[]> {
    const r = await this.db.query<{ n: number; period: string; totals: number[] }>(
      'SELECT n, period, totals FROM prediction_scores WHERE code = $1 AND n BETWEEN $2 AND $3 ORDER BY n',
      [code, from, to],
    );
    return r.rows.map((x) => ({ ...x, buyStates: {} }));
  }

  /** Scored periods with n in [from, to] and their plans, newest first. */
  async scored(code: string, from: number, to: number): Promise<ScoredRow[]> {
    const r = await this.db.query<RawPlan & { n: number; balls: number[] }>(
      `SELECT s.n, s.period, s.balls, ${ms('s.draw_time')} AS draw_ms, ${ms('p.made_at')} AS made_ms, p.backfilled, p.plans, p.buy_states
       FROM prediction_scores s JOIN prediction_plans p ON p.code = s.code AND p.period = s.period
       WHERE s.code = $1 AND s.n BETWEEN $2 AND $3 ORDER BY s.n DESC`,
      [code, from, to],
    );
    return r.rows.map((x) => ({ ...planOf(x), n: x.n, balls: x.balls }));
  }
}
