import {
  addPeriodScores,
  decodePlans,
  encodePlans,
  makePeriodPlans,
  pushDraw,
  scorePeriodPlans,
  validateBalls,
} from '@cp/shared/domain';
import type { CompactPlans, LotteryDef } from '@cp/shared/domain';
import type { Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { OutboxConsumer, OutboxRow } from '../../plugins/outbox';
import type { Catalogue } from '../lotteries/catalogue';
import { hasPlans, loadPlanState, nextPeriodAfter } from './planState';
import type { BuyStates, PlanState } from './planState';

interface StoredPlan {
  period: string;
  plans: CompactPlans;
  buy_states: BuyStates | null;
}

interface PlanInsert {
  code: string;
  period: string;
  drawTime: number;
  after: string;
  backfilled: boolean;
  plans: CompactPlans;
  buyStates: BuyStates;
}

interface ScoreInsert {
  code: string;
  period: string;
  n: number;
  drawTime: number;
  balls: number[];
  totals: number[];
  buyStates: BuyStates;
}

export interface KeepOutcome {
  made: number;
  scored: number;
}

/**
 * Makes and scores the plans (issue 17 item 2), as the outbox consumer `predictions.plan`. For
 * each new draw of period P, in the runner's transaction:
 *   1. the plan stored for P, if any and not scored yet, is scored against the draw, with the
 *      buy plans' states it was made with; the running totals move by one period;
 *   2. the draw joins the lottery's window, and every plan for the next period of the timetable
 *      is made from that window (the draws up to P, never the next one) and stored, flagged
 *      backfilled when its draw time has already passed (history written at first start).
 * A draw whose balls are not legal for the family is skipped (it cannot be scored or learnt
 * from). A correction does not score again — plans are scored once, on the draw as first
 * written, like guesses — but the next draw rebuilds the window from the corrected history.
 */
export class PlanKeeper {
  private readonly states = new Map<string, PlanState>();

  constructor(
    private readonly catalogue: Catalogue,
    private readonly clock: Clock,
  ) {}

  consumer(): OutboxConsumer {
    return {
      name: 'predictions.plan',
      handle: async (tx, rows) => {
        await this.keep(tx, rows);
      },
    };
  }

  /** Handles a batch of outbox rows (in id order) inside `tx`. */
  async keep(tx: Queryable, rows: readonly OutboxRow[]): Promise<KeepOutcome> {
    const byCode = new Map<string, OutboxRow[]>();
    for (const row of rows) {
      const lottery = this.catalogue.find(row.code);
      if (!lottery || !hasPlans(lottery)) continue;
      if (row.kind === 'correction') {
        this.states.delete(row.code);
        continue;
      }
      if (validateBalls(lottery.group, row.balls)) continue;
      const list = byCode.get(row.code) ?? [];
      list.push(row);
      byCode.set(row.code, list);
    }
    const plans: PlanInsert[] = [];
    const scores: ScoreInsert[] = [];
    try {
      for (const [code, list] of byCode) await this.keepLottery(tx, this.catalogue.get(code), list, plans, scores);
      await insertPlans(tx, plans, this.clock.now());
      await insertScores(tx, scores, this.clock.now());
    } catch (err) {
      // The batch rolls back: what this process carried in memory may be ahead of the database.
      this.states.clear();
      throw err;
    }
    return { made: plans.length, scored: scores.length };
  }

  private async keepLottery(
    tx: Queryable,
    lottery: LotteryDef,
    rows: OutboxRow[],
    plans: PlanInsert[],
    scores: ScoreInsert[],
  ): Promise<void> {
    const code = lottery.code;
    const periods = rows.map((r) => r.period);
    const next = rows.map((r) => nextPeriodAfter(lottery, r.period, r.drawTime));
    const stored = await tx.query<StoredPlan & { scored: boolean }>(
      `SELECT p.period, p.plans, p.buy_states,
         EXISTS (SELECT 1 FROM prediction_scores s WHERE s.code = p.code AND s.period = p.period) AS scored
       FROM prediction_plans p WHERE p.code = $1 AND p.period = ANY($2::text[])`,
      [code, [...periods, ...next.map((n) => n.period)]],
    );
    const known = new Map(stored.rows.map((r) => [r.period, r]));
    const made = new Map<string, StoredPlan>();
    let state = await this.stateBefore(tx, lottery, rows[0]);

    for (let i = 0; i < rows.length; i++) {
      const row = rows[i];
      if (row.drawTime <= state.lastDrawTime && state.lastPeriod !== null) {
        // An older draw than the window's last (an import of history): start again from the table.
        state = await loadPlanState(tx, lottery, row.drawTime);
      }
      const plan = made.get(row.period) ?? known.get(row.period);
      if (plan && !known.get(row.period)?.scored) {
        const decoded = decodePlans(lottery.group, code, row.period, plan.plans);
        const scored = scorePeriodPlans(decoded, row.balls, plan.buy_states ?? {});
        state.totals = addPeriodScores(state.layout, state.totals, scored);
        state.n += 1;
        if (scored.buyplan) state.buyStates = Object.fromEntries(scored.buyplan.map((b) => [b.plan, b.state]));
        scores.push({
          code,
          period: row.period,
          n: state.n,
          drawTime: row.drawTime,
          balls: row.balls,
          totals: state.totals,
          buyStates: state.buyStates,
        });
      }
      pushDraw(state.window, row.balls);
      state.lastPeriod = row.period;
      state.lastDrawTime = row.drawTime;
      const target = next[i];
      if (made.has(target.period) || known.has(target.period)) continue;
      const compact = encodePlans(makePeriodPlans(state.window, { code, period: target.period }, state.buyStates));
      const insert: PlanInsert = {
        code,
        period: target.period,
        drawTime: target.drawTime,
        after: row.period,
        backfilled: this.clock.now() >= target.drawTime,
        plans: compact,
        buyStates: state.buyStates,
      };
      plans.push(insert);
      made.set(target.period, { period: target.period, plans: compact, buy_states: state.buyStates });
    }
    this.states.set(code, state);
  }

  /**
   * The state just before `row`: the one in memory when its window ends with the draw before
   * `row` and its chain with the latest stored score, else one rebuilt from the database.
   */
  private async stateBefore(tx: Queryable, lottery: LotteryDef, row: OutboxRow): Promise<PlanState> {
    const cached = this.states.get(lottery.code);
    if (cached) {
      const check = await tx.query<{ period: string | null; n: number | null }>(
        `SELECT (SELECT period FROM draws WHERE code = $1 AND draw_time < $2 ORDER BY draw_time DESC, period DESC LIMIT 1) AS period,
                (SELECT max(n) FROM prediction_scores WHERE code = $1) AS n`,
        [lottery.code, new Date(row.drawTime).toISOString()],
      );
      const { period, n } = check.rows[0];
      if (period === cached.lastPeriod && (n ?? 0) === cached.n) return cached;
    }
    return loadPlanState(tx, lottery, row.drawTime);
  }
}

async function insertPlans(tx: Queryable, plans: PlanInsert[], now: number): Promise<void> {
  if (!plans.length) return;
  await tx.query(
    `INSERT INTO prediction_plans (code, period, draw_time, after_period, made_at, backfilled, plans, buy_states)
     SELECT code, period, to_timestamp(ms / 1000.0), after, $8::timestamptz, backfilled, plans::jsonb, buy::jsonb
     FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::boolean[], $6::text[], $7::text[])
       AS p(code, period, ms, after, backfilled, plans, buy)
     ON CONFLICT (code, period) DO NOTHING`,
    [
      plans.map((p) => p.code),
      plans.map((p) => p.period),
      plans.map((p) => p.drawTime),
      plans.map((p) => p.after),
      plans.map((p) => p.backfilled),
      plans.map((p) => JSON.stringify(p.plans)),
      plans.map((p) => (Object.keys(p.buyStates).length ? JSON.stringify(p.buyStates) : null)),
      new Date(now).toISOString(),
    ],
  );
}

async function insertScores(tx: Queryable, scores: ScoreInsert[], now: number): Promise<void> {
  if (!scores.length) return;
  await tx.query(
    `INSERT INTO prediction_scores (code, period, n, draw_time, scored_at, balls, totals, buy_states)
     SELECT code, period, n, to_timestamp(ms / 1000.0), $8::timestamptz, balls::smallint[], totals::integer[], buy::jsonb
     FROM unnest($1::text[], $2::text[], $3::int[], $4::bigint[], $5::text[], $6::text[], $7::text[])
       AS s(code, period, n, ms, balls, totals, buy)`,
    [
      scores.map((s) => s.code),
      scores.map((s) => s.period),
      scores.map((s) => s.n),
      scores.map((s) => s.drawTime),
      scores.map((s) => `{${s.balls.join(',')}}`),
      scores.map((s) => `{${s.totals.join(',')}}`),
      scores.map((s) => (Object.keys(s.buyStates).length ? JSON.stringify(s.buyStates) : null)),
      new Date(now).toISOString(),
    ],
  );
}
