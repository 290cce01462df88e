import { generateBalls, lastSlots, nextSlot, seededRandomInt } from '@cp/shared/domain';
import type { Family } from '@cp/shared/domain';
import type { Db } from '../../src/db/types';
import type { GT } from '../guess/helper';

/** Writes the `count` periods of `code` due by now (seeded balls) and drains the outbox. */
export async function history(t: GT, code: string, count: number, seed = 1): Promise<void> {
  const lottery = t.app.catalogue.get(code);
  const rnd = seededRandomInt(seed);
  const rows = lastSlots(lottery.schedule, t.clock.now(), count).map((s) => ({
    code,
    period: s.period,
    drawTime: s.drawTime,
    balls: generateBalls(lottery.group as Family, rnd),
  }));
  await t.app.drawRepo.insert(code, rows, 'simulated');
  await t.app.outbox.drain();
}

/** Moves the clock to the next period of `code`, writes its draw and drains; returns the period. */
export async function nextDraw(t: GT, code: string, seed: number, balls?: number[]): Promise<string> {
  const lottery = t.app.catalogue.get(code);
  const slot = nextSlot(lottery.schedule, t.clock.now());
  t.clock.ms = slot.drawTime + 2000;
  const drawn = balls ?? generateBalls(lottery.group as Family, seededRandomInt(seed));
  await t.app.drawRepo.insert(code, [{ code, period: slot.period, drawTime: slot.drawTime, balls: drawn }], 'ingest');
  await t.app.outbox.drain();
  return slot.period;
}

export interface StoredPlanRow {
  period: string;
  draw_ms: number;
  made_ms: number;
  backfilled: boolean;
  after_period: string;
  plans: unknown;
  buy_states: unknown;
}

export async function storedPlans(db: Db, code: string): Promise<StoredPlanRow[]> {
  const r = await db.query<StoredPlanRow>(
    `SELECT period, (extract(epoch FROM draw_time) * 1000)::float8 AS draw_ms,
       (extract(epoch FROM made_at) * 1000)::float8 AS made_ms, backfilled, after_period, plans, buy_states
     FROM prediction_plans WHERE code = $1 ORDER BY draw_time`,
    [code],
  );
  return r.rows.map((x) => ({ ...x, draw_ms: Number(x.draw_ms), made_ms: Number(x.made_ms) }));
}

export async function storedScores(db: Db, code: string) {
  const r = await db.query<{ period: string; n: number; balls: number[]; totals: number[] }>(
    'SELECT period, n, balls, totals FROM prediction_scores WHERE code = $1 ORDER BY n',
    [code],
  );
  return r.rows;
}
