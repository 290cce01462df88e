import type { RankingGuess } from '@cp/shared/domain';
import { beijingWeekOf, rankMembers, tallyMembers } from '@cp/shared/domain';
import { buildApp } from '../../src/app';
import { FakeClock, at, closeTestApp, openTestDbPair, usingPostgres } from '../helper';
import { PK10_DRAW, call, expectLedgerConsistent, guessApp, members, openPeriod, place } from './helper';
import type { GT } from './helper';

jest.setTimeout(240_000);

const db = usingPostgres ? 'PostgreSQL' : 'PGlite';
const API = '/v1/cp168/apis';

async function stakesPerMember(t: GT): Promise<Map<number, { stakes: number; guesses: number }>> {
  const r = await t.db.query<{ id: number; stakes: number; guesses: number }>(
    `SELECT m.id::int AS id,
       coalesce((SELECT -sum(delta) FROM points_ledger l WHERE l.member_id = m.id AND l.kind = 'guessStake'), 0)::int AS stakes,
       (SELECT count(*) FROM guesses g WHERE g.member_id = m.id)::int AS guesses
     FROM members m`,
  );
  return new Map(r.rows.map((x) => [x.id, { stakes: x.stakes, guesses: x.guesses }]));
}

describe(`200 members placing at once (${db})`, () => {
  let t: GT;
  afterAll(() => closeTestApp(t));

  it('balance allows one of three orders each: none below zero, every guess debited once, the ledger sums to every score', async () => {
    t = await guessApp();
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const tokens = await members(t, ids, 50);
    const { period } = await openPeriod(t, tokens[0]);
    const order = (n: number) =>
      Array.from({ length: 3 }, (_, i) => ({ position: `hm${n}`, play: 'number', pick: i + 1 }));
    const results = await Promise.all(
      tokens.flatMap((token, i) => [
        place(t, token, period, order(1), { key: `member-${i}-a` }),
        place(t, token, period, order(2), { key: `member-${i}-b` }),
        place(t, token, period, order(3), { key: `member-${i}-c` }),
        // the same request twice at once: one order
        place(t, token, period, order(1), { key: `member-${i}-a` }),
      ]),
    );
    const statuses = results.map((r) => (r.status === 200 ? 'ok' : r.body.code));
    for (let i = 0; i < ids.length; i += 1) {
      const mine = statuses.slice(i * 4, i * 4 + 3);
      // exactly one of the three distinct orders fits in 50 points; the others are refused for the balance
      expect(mine.filter((s) => s === 'ok')).toHaveLength(1);
      expect(mine.filter((s) => s === 'INSUFFICIENT_POINTS')).toHaveLength(2);
      // the repeat answers as the first: accepted with it, or refused like it was (never a second debit)
      if (statuses[i * 4] === 'ok') expect(results[i * 4 + 3].body).toEqual(results[i * 4].body);
    }
    const per = await stakesPerMember(t);
    for (const id of ids) expect(per.get(id)).toEqual({ stakes: 30, guesses: 3 });
    const scores = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE score <> 20');
    expect(scores.rows[0].n).toBe(0);
    await expectLedgerConsistent(t.db);
  });
});

describe(`two server nodes settling the same draws (${db})`, () => {
  it('every guess is settled once, whichever node takes each batch', async () => {
    const [dbA, dbB] = await openTestDbPair();
    const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    const a = await guessApp({ db: dbA, clock, outbox: { pollMs: 30, retryBaseMs: 20, retryMaxMs: 100 } });
    const b = {
      app: await buildApp({
        config: a.config,
        db: dbB,
        clock,
        logger: false,
        rateLimitPerMinute: 0,
        outbox: { pollMs: 30 },
      }),
      db: dbB,
    };
    try {
      const ids = Array.from({ length: 40 }, (_, i) => i + 1);
      const tokens = await members(a, ids, 1000);
      const periods: string[] = [];
      for (let round = 0; round < 3; round += 1) {
        const { period, drawTime } = await openPeriod(a, tokens[0]);
        periods.push(period);
        await Promise.all(
          tokens.map((token, i) =>
            place(a, token, period, [
              { position: 'hm1', play: 'daxiao', pick: i % 2 ? '大' : '小' },
              { position: 'hm2', play: 'number', pick: (i % 10) + 1 },
            ]),
          ),
        );
        await a.app.drawRepo.insert(
          'jspk10',
          [{ code: 'jspk10', period, drawTime: Date.parse(drawTime), balls: PK10_DRAW }],
          'ingest',
        );
        // the same draw again through the other node: skipped, no second outbox row
        await b.app.drawRepo.insert(
          'jspk10',
          [{ code: 'jspk10', period, drawTime: Date.parse(drawTime), balls: PK10_DRAW }],
          'ingest',
        );
        clock.ms = Date.parse(drawTime) + 1000;
      }
      await Promise.all([a.app.outbox.start(), b.app.outbox.start()]);
      await Promise.all([a.app.outbox.drain(), b.app.outbox.drain()]);
      const open = await a.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM guesses WHERE status = 'open'`);
      expect(open.rows[0].n).toBe(0);
      const payouts = await a.db.query<{ n: number; members: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT member_id)::int AS members FROM points_ledger WHERE kind = 'guessPayout'`,
      );
      // 冠军 3 is 小: the odd members (大) lose it; 亚军 8 wins for members i % 10 = 7. Each winner has one payout entry per period.
      const winners = ids.filter((id) => (id - 1) % 2 === 0 || (id - 1) % 10 === 7).length;
      expect(payouts.rows[0]).toEqual({ n: winners * 3, members: winners });
      await expectLedgerConsistent(a.db);
    } finally {
      await b.app.close();
      await closeTestApp(a);
      await dbB.close();
    }
  });
});

describe(`rankings against an independent computation (${db})`, () => {
  let t: GT;
  afterAll(() => closeTestApp(t));

  it('rankingWins and rankingProfits equal the domain order over the same rows, per lottery and overall', async () => {
    t = await guessApp();
    const ids = Array.from({ length: 24 }, (_, i) => i + 1);
    const tokens = await members(t, ids, 2000);
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const balls = () => {
      const b = Array.from({ length: 10 }, (_, i) => i + 1);
      for (let i = 9; i > 0; i -= 1) {
        const j = rand(i + 1);
        [b[i], b[j]] = [b[j], b[i]];
      }
      return b;
    };
    for (let round = 0; round < 6; round += 1) {
      const { period, drawTime } = await openPeriod(t, tokens[0]);
      for (const [i, token] of tokens.entries()) {
        const n = rand(4) + (i % 3); // 0–5 guesses a round
        const selections: Array<{ position: string; play: string; pick: string | number }> = Array.from(
          { length: n },
          (_, k) => ({
            position: `hm${k + 1}`,
            play: 'number',
            pick: rand(10) + 1,
          }),
        );
        if (i % 5 === 0) selections.push({ position: 'hm9', play: 'daxiao', pick: rand(2) ? '大' : '小' });
        if (selections.length) expect((await place(t, token, period, selections)).status).toBe(200);
        t.clock.ms += 1000;
      }
      t.clock.ms = Date.parse(drawTime) + 1;
      if (round < 5) {
        await t.app.drawRepo.insert(
          'jspk10',
          [{ code: 'jspk10', period, drawTime: Date.parse(drawTime), balls: balls() }],
          'ingest',
        );
        await t.app.outbox.drain();
      } // the last round stays open: open guesses count to qualify, not in rate or profit
      t.clock.ms += 5000;
    }
    const rows = await t.db.query<{
      member_id: number;
      placed: number;
      status: string;
      settled: number | null;
      stake: number;
      payout: number | null;
    }>(
      `SELECT member_id::int AS member_id, (extract(epoch FROM placed_at) * 1000)::float8 AS placed, status,
         (extract(epoch FROM settled_at) * 1000)::float8 AS settled, stake, payout FROM guesses`,
    );
    const guesses: RankingGuess[] = rows.rows.map((r) => ({
      memberId: r.member_id,
      placedAt: Number(r.placed),
      outcome: r.status === 'open' ? null : (r.status as RankingGuess['outcome']),
      settledAt: r.settled === null ? null : Number(r.settled),
      stake: r.stake,
      payout: r.payout ?? 0,
    }));
    const week = beijingWeekOf(t.clock.now());
    const viewer = tokens[23];
    for (const kind of ['wins', 'profits'] as const) {
      const expected = rankMembers(tallyMembers(guesses, week), kind);
      expect(expected.length).toBeGreaterThan(5);
      for (const code of ['', 'jspk10']) {
        const url = `${API}/${kind === 'wins' ? 'rankingWins' : 'rankingProfits'}${code ? `?lotteryCode=${code}` : ''}`;
        const page = (await call(t.app, 'GET', url, { token: viewer })).body.data;
        expect(
          page.list.map((r: { memberId: number; rank: number; wins: number; profit: number; guesses: number }) => [
            r.rank,
            r.memberId,
            r.guesses,
            r.wins,
            r.profit,
          ]),
        ).toEqual(expected.map((r) => [r.rank, r.memberId, r.guesses, r.wins, r.profit]));
        expect(page.total).toBe(expected.length);
        const mine = expected.find((r) => r.memberId === 24);
        expect(page.me?.rank ?? null).toBe(mine?.rank ?? null);
      }
    }
  });
});

describe(`the ranking week turns at Monday 00:00 Beijing (${db})`, () => {
  let t: GT;
  afterAll(() => closeTestApp(t));

  it('guesses placed Sunday 23:59 count for that week, Monday 00:00 for the next', async () => {
    t = await guessApp({ clock: new FakeClock(at('2026-11-29T23:58:00+08:00')) });
    const [token] = await members(t, [1], 1000);
    const sunday = await openPeriod(t, token);
    const sel = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ position: `hm${i + 1}`, play: 'daxiao', pick: '大' }));
    expect((await place(t, token, sunday.period, sel(4))).status).toBe(200);
    t.clock.ms = at('2026-11-30T00:00:00+08:00');
    const fresh = (await t.app.tokens.issue(1)).token;
    const monday = await openPeriod(t, fresh);
    expect((await place(t, fresh, monday.period, sel(3))).status).toBe(200);
    const last = (await call(t.app, 'GET', `${API}/rankingWins?week=2026-11-23`, { token: fresh })).body.data;
    expect([last.week, last.total, last.list[0]?.guesses]).toEqual([
      { key: '2026-11-23', label: '2026-11-23 至 2026-11-29' },
      1,
      4,
    ]);
    const current = (await call(t.app, 'GET', `${API}/rankingWins`, { token: fresh })).body.data;
    expect([current.week.key, current.total, current.me]).toEqual(['2026-11-30', 0, null]); // 3 guesses: not ranked
    expect(current.weeks[0].key).toBe('2026-11-30');
    const bad = await call(t.app, 'GET', `${API}/rankingWins?week=2026-11-24`);
    expect([bad.status, bad.body.code]).toEqual([400, 'BAD_REQUEST']);
  });
});
