import { GUESS_STAKE } from '@cp/shared/domain';
import type { Queryable } from '../../src/db/types';
import { closeTestApp } from '../helper';
import { PK10_DRAW, call, draw, expectLedgerConsistent, guessApp, members, openPeriod, place, score } from './helper';
import type { GT } from './helper';

jest.setTimeout(240_000);

const API = '/v1/cp168/apis';

/** PK10_DRAW = 3 8 1 10 6 2 9 4 7 5: 冠军 3 (小 单, 龙虎 3 vs 5 → 虎), 亚军 8 (大 双, 8 vs 7 → 龙). */
const CASES: Array<[string, string, string | number, 'won' | 'lost', number, string]> = [
  ['hm1', 'daxiao', '小', 'won', 20, '小'],
  ['hm1', 'daxiao', '大', 'lost', 0, '小'],
  ['hm1', 'danshuang', '单', 'won', 20, '单'],
  ['hm1', 'longhu', '虎', 'won', 20, '虎'],
  ['hm2', 'longhu', '虎', 'lost', 0, '龙'],
  ['hm1', 'number', 3, 'won', 99, '3'],
  ['hm4', 'number', '10', 'won', 99, '10'],
  ['hm10', 'number', '05', 'won', 99, '5'],
  ['hm10', 'number', '06', 'lost', 0, '5'],
];

describe('settlement: every open guess of a drawn period, once', () => {
  let t: GT;
  let tokens: string[];
  let period: string;
  beforeAll(async () => {
    t = await guessApp({ outbox: { pollMs: 50, retryBaseMs: 20, retryMaxMs: 100 } });
    tokens = await members(t, [1, 2], 1000);
    ({ period } = await openPeriod(t, tokens[0]));
    expect(
      (
        await place(
          t,
          tokens[0],
          period,
          CASES.map(([position, play, pick]) => ({ position, play, pick })),
        )
      ).status,
    ).toBe(200);
    expect((await place(t, tokens[1], period, [{ position: 'hm1', play: 'daxiao', pick: '大' }])).status).toBe(200);
  });
  afterAll(() => closeTestApp(t));

  it('settles won, lost and credits the payouts in one ledger entry per member', async () => {
    await draw(t, 'jspk10', period, PK10_DRAW);
    const r = await call(t.app, 'GET', `${API}/checkPrediction?lotteryCode=jspk10&period=${period}`, {
      token: tokens[0],
    });
    const got = r.body.data.selections.map(
      (g: { position: string; play: string; pick: string; status: string; payout: number; result: string }) => [
        g.position,
        g.play,
        g.status,
        g.payout,
        g.result,
      ],
    );
    expect(got).toEqual(
      CASES.map(([position, play, , status, payout, result]) => [position, play, status, payout, result]),
    );
    const paid = CASES.reduce((s, c) => s + c[4], 0);
    expect(await score(t.db, 1)).toBe(1000 - GUESS_STAKE * CASES.length + paid);
    expect(await score(t.db, 2)).toBe(990);
    const entries = await t.db.query<{ member_id: string; kind: string; delta: number; reference: string }>(
      `SELECT member_id::int AS member_id, kind, delta, reference FROM points_ledger WHERE kind LIKE 'guess%' ORDER BY id`,
    );
    expect(entries.rows.filter((e) => e.kind === 'guessPayout')).toEqual([
      { member_id: 1, kind: 'guessPayout', delta: paid, reference: `jspk10:${period}` },
    ]);
    await expectLedgerConsistent(t.db);
  });

  it('the same draw ingested again, a correction, and a second settlement change nothing', async () => {
    const before = [await score(t.db, 1), await score(t.db, 2)];
    await draw(t, 'jspk10', period, PK10_DRAW);
    const consumer = t.app.guess.settlement;
    const again = await t.db.transaction((tx) =>
      consumer.settleDraw(tx, {
        id: 1,
        code: 'jspk10',
        period,
        drawTime: t.clock.now(),
        balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
        kind: 'draw',
      }),
    );
    expect(again).toEqual({ settled: 0, members: 0 });
    expect([await score(t.db, 1), await score(t.db, 2)]).toEqual(before);
  });

  it('a settled guess can never be changed or deleted (database trigger)', async () => {
    await expect(t.db.query(`UPDATE guesses SET payout = 99 WHERE member_id = 2`)).rejects.toThrow(/settled already/);
    await expect(t.db.query(`DELETE FROM guesses WHERE member_id = 2`)).rejects.toThrow(/never deleted/);
    await expect(t.db.query(`UPDATE members SET score = 5000 WHERE id = 2`)).rejects.toThrow(/points_ledger/);
  });
});

describe('时时彩 龙虎 和 refunds the stake', () => {
  let t: GT;
  afterAll(() => closeTestApp(t));
  it('万位 = 个位: 龙 and 虎 are refunded (10 back), 大小 settles normally', async () => {
    t = await guessApp();
    const [token] = await members(t, [1], 100);
    const { period } = await openPeriod(t, token, 'jsssc');
    const r = await place(
      t,
      token,
      period,
      [
        { position: 'hm1', play: 'longhu', pick: '龙' },
        { position: 'hm1', play: 'longhu', pick: '虎' },
        { position: 'hm1', play: 'daxiao', pick: '大' },
      ],
      { code: 'jsssc' },
    );
    expect(r.status).toBe(200);
    await draw(t, 'jsssc', period, [7, 0, 1, 2, 7]);
    const mine = (await call(t.app, 'GET', `${API}/me/predictions`, { token })).body.data;
    expect(
      mine.list.map((g: { pick: string; status: string; payout: number; result: string }) => [
        g.pick,
        g.status,
        g.payout,
        g.result,
      ]),
    ).toEqual([
      ['大', 'won', 20, '大'],
      ['虎', 'refund', 10, '和'],
      ['龙', 'refund', 10, '和'],
    ]);
    expect(mine.totals).toEqual({ guesses: 3, open: 0, wins: 1, stakes: 30, payouts: 40, profit: 10 });
    expect(await score(t.db, 1)).toBe(110);
  });
});

describe('settlement interrupted halfway is retried and settles every guess once', () => {
  let t: GT;
  afterAll(() => closeTestApp(t));
  it('a failure injected inside the transaction rolls everything back; the retry settles all', async () => {
    t = await guessApp({ outbox: { pollMs: 50, retryBaseMs: 20, retryMaxMs: 100 } });
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const tokens = await members(t, ids, 100);
    const { period } = await openPeriod(t, tokens[0]);
    for (const token of tokens)
      expect(
        (
          await place(t, token, period, [
            { position: 'hm1', play: 'daxiao', pick: '小' },
            { position: 'hm2', play: 'number', pick: 8 },
          ])
        ).status,
      ).toBe(200);

    // Fail the ledger insert of the settlement once: the guesses' UPDATE already ran in that transaction.
    const settlement = t.app.guess.settlement;
    const original = settlement.settleDraw.bind(settlement);
    let failures = 0;
    settlement.settleDraw = async (tx: Queryable, row) => {
      const failing: Queryable = {
        query: async (sql: string, params?: unknown[]) => {
          if (failures === 0 && sql.includes('INSERT INTO points_ledger')) {
            failures += 1;
            throw new Error('injected failure inside the settlement transaction');
          }
          return tx.query(sql, params);
        },
        exec: (sql: string) => tx.exec(sql),
      } as Queryable;
      return original(failing, row);
    };
    await t.app.drawRepo.insert(
      'jspk10',
      [{ code: 'jspk10', period, drawTime: t.clock.now(), balls: PK10_DRAW }],
      'ingest',
    );
    await expect(t.app.outbox.drain()).rejects.toThrow(/injected failure/);
    const open = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM guesses WHERE status = 'open'`);
    expect(open.rows[0].n).toBe(60);
    expect(await score(t.db, 1)).toBe(80);
    await t.app.outbox.drain();
    expect(failures).toBe(1);
    const settled = await t.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM guesses GROUP BY status ORDER BY status`,
    );
    expect(settled.rows).toEqual([{ status: 'won', n: 60 }]);
    for (const id of ids) expect(await score(t.db, id)).toBe(80 + 20 + 99);
    await expectLedgerConsistent(t.db);
  });
});

describe('a period that never gets a draw', () => {
  let t: GT;
  afterAll(() => closeTestApp(t));
  it('is refunded an hour after its draw time (未开奖), once; a draw arriving later changes nothing', async () => {
    t = await guessApp();
    const [token] = await members(t, [1], 100);
    const { period, drawTime } = await openPeriod(t, token);
    expect(
      (
        await place(t, token, period, [
          { position: 'hm1', play: 'daxiao', pick: '大' },
          { position: 'hm1', play: 'number', pick: 1 },
        ])
      ).status,
    ).toBe(200);
    t.clock.ms = Date.parse(drawTime) + 3600_000 - 1;
    expect(await t.app.guess.settlement.refundUndrawn()).toEqual({ settled: 0, members: 0 });
    t.clock.ms = Date.parse(drawTime) + 3600_000 + 1;
    const [a, b] = await Promise.all([t.app.guess.settlement.refundUndrawn(), t.app.guess.settlement.refundUndrawn()]);
    expect(a.settled + b.settled).toBe(2);
    expect(await score(t.db, 1)).toBe(100);
    await draw(t, 'jspk10', period, PK10_DRAW);
    expect(await score(t.db, 1)).toBe(100);
    const fresh = (await t.app.tokens.issue(1)).token; // the first one has expired by now
    const mine = (await call(t.app, 'GET', `${API}/me/predictions`, { token: fresh })).body.data.list;
    expect(mine.map((g: { status: string; result: string; payout: number }) => [g.status, g.result, g.payout])).toEqual(
      [
        ['refund', '未开奖', 10],
        ['refund', '未开奖', 10],
      ],
    );
    const kinds = await t.db.query<{ kind: string; delta: number }>(
      `SELECT kind, delta FROM points_ledger WHERE kind LIKE 'guess%' ORDER BY id`,
    );
    expect(kinds.rows).toEqual([
      { kind: 'guessStake', delta: -20 },
      { kind: 'guessRefund', delta: 20 },
    ]);
    await expectLedgerConsistent(t.db);
  });
});
