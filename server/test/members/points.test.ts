import { at, closeTestApp, openTestDbPair, usingPostgres } from '../helper';
import { memberApp, register, send, SLOW } from './helper';

jest.setTimeout(SLOW);

const db = usingPostgres ? 'PostgreSQL' : 'PGlite';

describe('POST me/signin: 100 points once per Beijing day', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  let queryToken: string | undefined;
  beforeAll(async () => {
    t = await memberApp();
  });
  afterAll(() => closeTestApp(t));

  const signIn = (token: string, base = '/v1/cp168/wap') =>
    send(t.app, 'POST', `${base}/me/signin`, undefined, { token });
  const me = async (token: string) => (await send(t.app, 'GET', '/v1/cp168/apis/me', undefined, { token })).body.data;

  it('gives 100 points, then refuses the same day politely (409 今日已签到), under /wap and /apis', async () => {
    t.clock.ms = at('2026-11-21T09:30:41+08:00');
    const { token } = await register(t.app, 'signer');
    expect((await me(token)).signedInToday).toBe(false);
    const first = await signIn(token);
    expect([first.status, first.body.data]).toEqual([200, { delta: 100, score: 1100, date: '2026-11-21' }]);
    expect(await me(token)).toMatchObject({ score: 1100, signedInToday: true });
    for (const base of ['/v1/cp168/wap', '/v1/cp168/apis', '/api/v1/cp168/wap']) {
      const again = await signIn(token, base);
      expect([again.status, again.body]).toEqual([
        409,
        { status: 0, code: 'ALREADY_SIGNED_IN', message: '今日已签到' },
      ]);
    }
    expect((await me(token)).score).toBe(1100);
  });

  it('the day turns at 00:00 Beijing time (16:00 UTC)', async () => {
    t.clock.ms = at('2026-12-01T23:59:59.999+08:00');
    const { token } = await register(t.app, 'midnight');
    expect((await signIn(token)).body.data.date).toBe('2026-12-01');
    t.clock.ms = at('2026-12-01T16:00:00.000Z'); // 2026-12-02 00:00 Beijing
    expect((await me(token)).signedInToday).toBe(false);
    const next = await signIn(token);
    expect([next.status, next.body.data.date]).toEqual([200, '2026-12-02']);
  });

  it('lists the history newest first, by Beijing dates and kind, a page at a time', async () => {
    t.clock.ms = at('2026-11-10T08:00:00+08:00'); // a Tuesday
    const { userID } = await register(t.app, 'historian'); // weeklyLogin 2026-11-09
    let token = '';
    for (const day of ['2026-11-10', '2026-11-11', '2026-11-16']) {
      t.clock.ms = at(`${day}T00:00:00+08:00`);
      token = (await t.app.tokens.issue(userID)).token; // days apart: a token of its own each day
      expect((await signIn(token)).status).toBe(200);
    }
    const get = async (query: string) =>
      send(t.app, 'GET', `/v1/cp168/apis/me/scoreHistories${query}`, undefined, { token });
    const all = (await get('')).body.data;
    expect(all).toMatchObject({ total: 4, page: 1, size: 20 });
    expect(
      all.list.map((e: { kind: string; reference: string; balanceAfter: number }) => [
        e.kind,
        e.reference,
        e.balanceAfter,
      ]),
    ).toEqual([
      ['signin', '2026-11-16', 1300],
      ['signin', '2026-11-11', 1200],
      ['signin', '2026-11-10', 1100],
      ['weeklyLogin', '2026-11-09', 1000],
    ]);
    expect(all.list[0]).toEqual({
      id: expect.any(Number),
      delta: 100,
      kind: 'signin',
      label: '每日签到',
      reference: '2026-11-16',
      balanceAfter: 1300,
      time: '2026-11-16T00:00:00.000+08:00',
    });
    const refs = async (query: string) =>
      (await get(query)).body.data.list.map((e: { reference: string }) => e.reference);
    expect(await refs('?from=2026-11-11&to=2026-11-11')).toEqual(['2026-11-11']);
    expect(await refs('?from=2026-11-11')).toEqual(['2026-11-16', '2026-11-11']);
    expect(await refs('?to=2026-11-10')).toEqual(['2026-11-10', '2026-11-09']);
    expect(await refs('?kind=weeklyLogin')).toEqual(['2026-11-09']);
    expect(await refs('?size=2&page=2')).toEqual(['2026-11-10', '2026-11-09']);
    expect((await get('?size=2&page=2')).body.data).toMatchObject({ total: 4, page: 2, size: 2 });
  });

  it.each([
    ['?from=2026-02-30', '开始日期不正确：2026-02-30（应为 YYYY-MM-DD）'],
    ['?from=2026-11-12&to=2026-11-11', '开始日期不能晚于结束日期'],
    ['?from=2024-01-01&to=2026-11-11', '一次最多查询 366 天'],
    ['?kind=bogus', '未知的积分类型：bogus'],
    ['?size=101', '查询参数不正确：size 应当是 1 到 100 之间的整数'],
    ['?page=0', '查询参数不正确：page 应当是 1 到 100000 之间的整数'],
  ])('refuses the history query %s with a Chinese message', async (query, message) => {
    const token = (queryToken ??= (await register(t.app, 'history_query')).token);
    const res = await send(t.app, 'GET', `/v1/cp168/apis/me/scoreHistories${query}`, undefined, { token });
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 'BAD_REQUEST', message]);
  });
});

describe(`concurrent sign-ins give exactly one award (${db})`, () => {
  it('20 parallel requests on one node: one 200, nineteen 409, one ledger entry, score +100', async () => {
    const t = await memberApp();
    const { token, userID } = await register(t.app, 'parallel');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => send(t.app, 'POST', '/v1/cp168/wap/me/signin', undefined, { token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const rows = await t.db.query<{ n: number; score: string }>(
      `SELECT (SELECT count(*)::int FROM points_ledger WHERE member_id = $1 AND kind = 'signin') AS n,
              (SELECT score::text FROM members WHERE id = $1) AS score`,
      [userID],
    );
    expect(rows.rows[0]).toEqual({ n: 1, score: '1100' });
    await closeTestApp(t);
  });

  it('parallel requests spread over two nodes on one database: still one award', async () => {
    const [db1, db2] = await openTestDbPair();
    const a = await memberApp({ db: db1 });
    const b = await memberApp({ db: db2, clock: a.clock });
    const { token, userID } = await register(a.app, 'two_node_signer');
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        send(i % 2 ? a.app : b.app, 'POST', '/v1/cp168/apis/me/signin', undefined, { token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(15);
    const sum = await db1.query<{ total: string; score: string }>(
      `SELECT (SELECT sum(delta)::text FROM points_ledger WHERE member_id = $1) AS total,
              (SELECT score::text FROM members WHERE id = $1) AS score`,
      [userID],
    );
    expect(sum.rows[0]).toEqual({ total: '1100', score: '1100' });
    await b.app.close();
    await db2.close();
    await closeTestApp(a);
  });

  it('parallel first logins of a week give the weekly bonus once', async () => {
    const t = await memberApp();
    const { userID } = await register(t.app, 'weekly_race');
    t.clock.ms = at('2026-11-23T08:00:00+08:00'); // next Monday
    const bonuses = await Promise.all(Array.from({ length: 8 }, () => t.app.points.weeklyLoginBonus(userID)));
    expect(bonuses.sort((x, y) => y - x)).toEqual([1000, 0, 0, 0, 0, 0, 0, 0]);
    await closeTestApp(t);
  });
});

describe(`the ledger keeps its rules in the database (${db})`, () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  let member: number;
  beforeAll(async () => {
    t = await memberApp();
    member = (await register(t.app, 'ledger_rules')).userID; // 1000 points
  });
  afterAll(() => closeTestApp(t));

  const insert = (delta: number, reference: string) =>
    t.db.query(
      `INSERT INTO points_ledger (member_id, delta, kind, reference, balance_after, created_at)
       VALUES ($1, $2, 'guessStake', $3, 999999, now()) RETURNING balance_after::text AS balance`,
      [member, delta, reference],
    );

  it('works out balance_after itself and moves the score in the same statement', async () => {
    expect((await insert(-10, 'g1')).rows[0]).toEqual({ balance: '990' });
    const score = await t.db.query<{ score: string }>('SELECT score::text FROM members WHERE id = $1', [member]);
    expect(score.rows[0].score).toBe('990');
  });

  it('refuses an entry that would take the balance below zero, and nothing changes', async () => {
    await expect(insert(-991, 'g2')).rejects.toMatchObject({ code: '23514' });
    const score = await t.db.query<{ score: string }>('SELECT score::text FROM members WHERE id = $1', [member]);
    expect(score.rows[0].score).toBe('990');
    expect((await insert(-990, 'g3')).rows[0]).toEqual({ balance: '0' });
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries', async () => {
    for (const sql of ['UPDATE points_ledger SET delta = 5000', 'DELETE FROM points_ledger', 'TRUNCATE points_ledger'])
      await expect(t.db.query(sql)).rejects.toMatchObject({ message: expect.stringContaining('append-only') });
    const n = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM points_ledger WHERE member_id = $1', [
      member,
    ]);
    expect(n.rows[0].n).toBe(3);
  });

  it('refuses a score change that does not come from the ledger', async () => {
    await expect(t.db.query('UPDATE members SET score = 100000 WHERE id = $1', [member])).rejects.toMatchObject({
      message: expect.stringContaining('only through points_ledger'),
    });
  });

  it("a member's score is always the sum of the ledger", async () => {
    const r = await t.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM members m
       WHERE m.score <> COALESCE((SELECT sum(delta) FROM points_ledger l WHERE l.member_id = m.id), 0)`,
    );
    expect(r.rows[0].bad).toBe(0);
  });
});
