import type { CompactPlans, PlanKind } from '@cp/shared/domain';
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

  /** What a lottery's pages are computed from: its number of scored periods and its newest plan. */
  async version(code: string): Promise<string> {
    const r = await this.db.query<{ n: number | null; period: string | null }>(
      `SELECT (SELECT n FROM prediction_scores WHERE code = $1 ORDER BY n DESC LIMIT 1) AS n,
              (SELECT period FROM prediction_plans WHERE code = $1 ORDER BY draw_time DESC LIMIT 1) AS period`,
      [code],
    );
    return `${r.rows[0].n ?? 0}|${r.rows[0].period ?? ''}`;
  }

  /** The number of scored periods of a lottery. */
  async scoredCount(code: string): Promise<number> {
    const r = await this.db.query<{ n: number }>(
      'SELECT n FROM prediction_scores WHERE code = $1 ORDER BY n DESC LIMIT 1',
      [code],
    );
    return r.rows[0]?.n ?? 0;
  }

  /** The totals after the latest scored period and after the given counts back from it (when they exist). */
  async totals(
    code: string,
    back: readonly number[],
  ): Promise<{ latest: TotalsRow | null; at: Map<number, TotalsRow> }> {
    const n = await this.scoredCount(code);
    if (!n) return { latest: null, at: new Map() };
    const r = await this.db.query<{ n: number; period: string; totals: number[]; buy_states: BuyStates | null }>(
      'SELECT n, period, totals, buy_states FROM prediction_scores WHERE code = $1 AND n = ANY ($2::int[])',
      [code, [n, ...back.map((b) => n - b).filter((x) => x > 0)]],
    );
    const rows = r.rows.map((x) => ({ n: x.n, period: x.period, totals: x.totals, buyStates: x.buy_states ?? {} }));
    const latest = rows.reduce<TotalsRow | null>((a, b) => (!a || b.n > a.n ? b : a), null);
    return { latest, at: new Map(rows.map((x) => [x.n, x])) };
  }

  /**
   * Totals of every scored period with n in [from, to], oldest first (record charts). Only the
   * entries [lo, hi] of each array are read (with the count at 0); the others come back as 0.
   */
  async totalsRange(
    code: string,
    from: number,
    to: number,
    span: { lo: number; hi: number; size: number },
  ): Promise<TotalsRow[]> {
    const r = await this.db.query<{ n: number; period: string; part: number[] }>(
      `SELECT n, period, totals[$4:$5] AS part FROM prediction_scores WHERE code = $1 AND n BETWEEN $2 AND $3 ORDER BY n`,
      [code, from, to, span.lo + 1, span.hi + 1],
    );
    return r.rows.map((x) => {
      const totals = new Array<number>(span.size).fill(0);
      totals[0] = x.n;
      x.part.forEach((v, i) => (totals[span.lo + i] = v));
      return { n: x.n, period: x.period, totals, buyStates: {} };
    });
  }

  /**
   * Scored periods with n in [from, to] and their plans of `kind` only (the other kinds null:
   * nothing else is read, decoded or scored), newest first.
   */
  async scored(code: string, from: number, to: number, kind: PlanKind): Promise<ScoredRow[]> {
    const r = await this.db.query<
      Omit<RawPlan, 'plans'> & { n: number; balls: number[]; part: unknown; based: number }
    >(
      `SELECT s.n, s.period, s.balls, ${ms('s.draw_time')} AS draw_ms, ${ms('p.made_at')} AS made_ms, p.backfilled,
         p.plans -> $4::text AS part, (p.plans ->> 'basedOn')::int AS based, p.buy_states
       FROM prediction_scores s JOIN prediction_plans p ON p.code = s.code AND p.period = s.period
       WHERE s.code = $1 AND s.n BETWEEN $2 AND $3 ORDER BY s.n DESC`,
      [code, from, to, kind],
    );
    return r.rows.map((x) => {
      const plans: CompactPlans = { v: 1, basedOn: x.based, lmTj: null, expert: null, shJh: null, buyplan: null };
      (plans as unknown as Record<string, unknown>)[kind] = x.part;
      return { ...planOf({ ...x, plans }), n: x.n, balls: x.balls };
    });
  }
}
