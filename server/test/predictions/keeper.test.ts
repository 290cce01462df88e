import {
  addPeriodScores,
  decodePlans,
  encodePlans,
  makePeriodPlans,
  predictionWindowOf,
  scorePeriodPlans,
  totalsLayout,
} from '@cp/shared/domain';
import type { CompactPlans, PeriodScores } from '@cp/shared/domain';
import { nextSlot } from '@cp/shared/domain';
import { closeTestApp, openTestDb, openTestDbPair } from '../helper';
import { guessApp } from '../guess/helper';
import type { GT } from '../guess/helper';
import { history, nextDraw, storedPlans, storedScores } from './helper';

jest.setTimeout(60_000);

async function drawsOf(t: GT, code: string) {
  const r = await t.db.query<{ period: string; balls: number[] }>(
    'SELECT period, balls FROM draws WHERE code = $1 ORDER BY draw_time',
    [code],
  );
  return r.rows;
}

describe('plans made before their draw and scored once (issue 17 item 2)', () => {
  let t: GT;
  beforeEach(async () => {
    t = await guessApp();
  });
  afterEach(async () => {
    await closeTestApp(t);
  });

  it('makes the next period’s plans on every draw, flags history as backfilled, stores a live plan before its draw', async () => {
    await history(t, 'jspk10', 40);
    let plans = await storedPlans(t.db, 'jspk10');
    let scores = await storedScores(t.db, 'jspk10');
    const draws = await drawsOf(t, 'jspk10');
    // One plan after each draw (for the period after it); every draw but the first had a plan.
    expect(plans.map((p) => p.after_period)).toEqual(draws.map((d) => d.period));
    expect(scores.map((s) => s.period)).toEqual(draws.slice(1).map((d) => d.period));
    expect(scores.map((s) => s.n)).toEqual(Array.from({ length: 39 }, (_, i) => i + 1));
    expect(plans.slice(0, -1).every((p) => p.backfilled && p.made_ms >= p.draw_ms)).toBe(true);
    const live = plans.at(-1)!;
    expect(live.backfilled).toBe(false);
    expect(live.made_ms).toBeLessThan(live.draw_ms);

    const period = await nextDraw(t, 'jspk10', 99);
    expect(period).toBe(live.period);
    scores = await storedScores(t.db, 'jspk10');
    expect(scores.at(-1)).toMatchObject({ period, n: 40 });
    plans = await storedPlans(t.db, 'jspk10');
    expect(plans.at(-1)).toMatchObject({ after_period: period, backfilled: false });
    expect(plans.at(-1)!.made_ms).toBeLessThan(plans.at(-1)!.draw_ms);
  });

  it('never peeks: every stored plan equals the plan made from the draws before its period alone', async () => {
    await history(t, 'jspk10', 60, 3);
    await history(t, 'jsk3', 30, 4);
    await history(t, 'js6', 30, 5);
    for (const code of ['jspk10', 'jsk3', 'js6']) {
      const group = t.app.catalogue.get(code).group;
      const draws = await drawsOf(t, code);
      const plans = await storedPlans(t.db, code);
      expect(plans).toHaveLength(draws.length);
      let differs = 0;
      plans.forEach((p, i) => {
        // The plan made after draw i is for the period after it: it saw draws 0…i, never i + 1.
        const before = draws.slice(0, i + 1).map((d) => d.balls);
        const fresh = makePeriodPlans(
          predictionWindowOf(group, before),
          { code, period: p.period },
          (p.buy_states ?? {}) as never,
        );
        expect(p.plans).toEqual(encodePlans(fresh));
        // The comparison can tell: had the plan seen the draw it predicts, it would differ (mostly).
        if (i + 1 < draws.length) {
          const peeked = draws.slice(0, i + 2).map((d) => d.balls);
          const cheat = makePeriodPlans(
            predictionWindowOf(group, peeked),
            { code, period: p.period },
            (p.buy_states ?? {}) as never,
          );
          if (JSON.stringify(encodePlans(cheat)) !== JSON.stringify(p.plans)) differs += 1;
        }
      });
      expect(differs).toBeGreaterThan(draws.length / 2);
    }
  });

  it('keeps running totals equal to the scores recounted from the stored plans and draws', async () => {
    await history(t, 'jspk10', 50, 6);
    const layout = totalsLayout('pk10');
    const plans = new Map((await storedPlans(t.db, 'jspk10')).map((p) => [p.period, p]));
    let totals: number[] | null = null;
    for (const s of await storedScores(t.db, 'jspk10')) {
      const p = plans.get(s.period)!;
      const decoded = decodePlans('pk10', 'jspk10', s.period, p.plans as CompactPlans);
      const scored: PeriodScores = scorePeriodPlans(decoded, s.balls, (p.buy_states ?? {}) as never);
      totals = addPeriodScores(layout, totals, scored);
      expect(s.totals).toEqual(totals);
    }
  });

  it('refuses any change or delete of a plan or a score, in the database itself', async () => {
    await history(t, 'jspk10', 5);
    const refusals = [
      "UPDATE prediction_plans SET plans = '{}'::jsonb WHERE code = 'jspk10'",
      "UPDATE prediction_plans SET made_at = made_at - interval '1 hour'",
      "DELETE FROM prediction_plans WHERE code = 'jspk10'",
      'UPDATE prediction_scores SET totals = totals',
      'DELETE FROM prediction_scores',
      'TRUNCATE prediction_scores',
    ];
    for (const sql of refusals) await expect(t.db.query(sql)).rejects.toThrow(/is never changed/);
    // A live plan cannot be stored with a made_at after its draw time without saying so.
    await expect(
      t.db.query(
        `INSERT INTO prediction_plans (code, period, draw_time, after_period, made_at, backfilled, plans)
         VALUES ('jspk10', 'x', now(), 'w', now() + interval '1 second', false, '{}')`,
      ),
    ).rejects.toThrow(/check constraint/);
    expect(await storedPlans(t.db, 'jspk10')).toHaveLength(5);
  });

  it('skips draws it cannot learn from, and does not score a corrected draw again', async () => {
    await history(t, 'jspk10', 10);
    const before = await storedScores(t.db, 'jspk10');
    // A draw of illegal balls for the family: no score, no plan, nothing fails.
    await t.app.drawRepo.insert(
      'jspk10',
      [{ code: 'jspk10', period: 'bad-1', drawTime: t.clock.now() - 1, balls: [1, 1] }],
      'ingest',
    );
    await t.app.outbox.drain();
    expect(await storedScores(t.db, 'jspk10')).toEqual(before);
    // A correction of the last scored draw: its score stays as first written, the next plan learns the corrected draw.
    const last = before.at(-1)!;
    const corrected = [...last.balls].reverse();
    await t.app.corrections.correct(
      'jspk10',
      last.period,
      { balls: corrected, reason: '测试更正' },
      { actor: 'test', ip: null },
    );
    await t.app.outbox.drain();
    expect(await storedScores(t.db, 'jspk10')).toEqual(before);
    const period = await nextDraw(t, 'jspk10', 21);
    const plans = await storedPlans(t.db, 'jspk10');
    const draws = await drawsOf(t, 'jspk10');
    expect(draws.find((d) => d.period === last.period)!.balls).toEqual(corrected);
    const fresh = makePeriodPlans(
      predictionWindowOf(
        'pk10',
        draws.filter((d) => d.period !== 'bad-1').map((d) => d.balls),
      ),
      { code: 'jspk10', period: plans.at(-1)!.period },
      (plans.at(-1)!.buy_states ?? {}) as never,
    );
    expect(plans.at(-1)).toMatchObject({ after_period: period, plans: encodePlans(fresh) });
    // Lotteries without plans (快乐8, 幸运28) get none.
    await history(t, 'xy28', 5);
    expect(await storedPlans(t.db, 'xy28')).toEqual([]);
  });
});

describe('scored once, across restarts and nodes', () => {
  it('a restarted server (fresh memory) continues the same chain: no period scored twice, none skipped', async () => {
    const db = await openTestDb();
    const first = await guessApp({ db });
    await history(first, 'jsssc', 20, 8);
    await first.app.close();
    const second = await guessApp({ db, clock: first.clock });
    await nextDraw(second, 'jsssc', 11);
    await nextDraw(second, 'jsssc', 12);
    const scores = await storedScores(db, 'jsssc');
    expect(scores.map((s) => s.n)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(new Set(scores.map((s) => s.period)).size).toBe(21);
    // Handing the same rows to the keeper again (a redelivery) changes nothing.
    const rows = await db.query<{ id: number; code: string; period: string; draw_time: Date; balls: number[] }>(
      `SELECT o.id, d.code, d.period, d.draw_time, d.balls FROM draw_outbox o JOIN draws d USING (code, period)
       WHERE d.code = 'jsssc' ORDER BY o.id`,
    );
    await db.transaction((tx) =>
      second.app.predictions.keeper.keep(
        tx,
        rows.rows.map((r) => ({
          id: Number(r.id),
          code: r.code,
          period: r.period,
          drawTime: new Date(r.draw_time).getTime(),
          balls: r.balls,
          kind: 'draw' as const,
        })),
      ),
    );
    expect(await storedScores(db, 'jsssc')).toEqual(scores);
    await closeTestApp(second);
  });

  it('two nodes draining the same draws store each plan and each score once', async () => {
    const [dbA, dbB] = await openTestDbPair();
    const a = await guessApp({ db: dbA });
    const b = await guessApp({ db: dbB, clock: a.clock });
    await history(a, 'jspk10', 30, 9);
    const lottery = a.app.catalogue.get('jspk10');
    for (let i = 0; i < 5; i++) {
      const slot = nextSlot(lottery.schedule, a.clock.now());
      a.clock.ms = slot.drawTime + 1000;
      await a.app.drawRepo.insert(
        'jspk10',
        [{ code: 'jspk10', period: slot.period, drawTime: slot.drawTime, balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }],
        'ingest',
      );
      await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
    }
    const scores = await storedScores(dbA, 'jspk10');
    expect(scores.map((s) => s.n)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
    expect(await storedPlans(dbA, 'jspk10')).toHaveLength(35);
    await b.app.close();
    await dbB.close();
    await closeTestApp(a);
  });
});
