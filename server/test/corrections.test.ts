import { FakeClock, at, buildTestApp, closeTestApp, getJson, nextDrawOf } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const INGEST_KEY = 'test-ingest-key-0123456789';
const ADMIN_KEY = 'test-admin-key-0123456789';

const send = (t: T, method: 'POST' | 'PUT' | 'GET', url: string, body?: unknown, key: string | null = ADMIN_KEY) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(key ? { authorization: `Bearer ${key}` } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });

const correct = (t: T, code: string, period: string, body: unknown, key?: string | null) =>
  send(t, 'PUT', `/v1/admin/draws/${code}/${period}`, body, key);

const auditRows = async (t: T) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM draw_corrections')).rows[0].n;

describe('PUT /v1/admin/draws/{code}/{period}: audited corrections (issue 14 item 2)', () => {
  let t: T;
  beforeEach(async () => {
    t = await buildTestApp({
      clock: new FakeClock(at('2026-11-21T22:00:00+08:00')),
      env: { INGEST_KEY, ADMIN_KEY },
    });
    const r = await send(
      t,
      'POST',
      '/v1/admin/draws/fc3d',
      [
        { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] },
        { period: '2026325', drawDate: '2026-11-21', balls: [4, 5, 6] },
      ],
      INGEST_KEY,
    );
    expect(r.statusCode).toBe(200);
    await getJson(t.app, '/v1/cp168/wap/draw/info/fc3d'); // the cache holds fc3d from here on
  });
  afterEach(() => closeTestApp(t));

  it('changes the draw, records who, when, old and new values and why, and updates every reader', async () => {
    const trendBefore = await getJson(t.app, '/v1/cp168/apis/cpTrend/fc3d?trendTypes=basic&count=2');
    expect(trendBefore.body.data.trends.basic.list[1].balls).toEqual([4, 5, 6]);
    const reloaded = nextDrawOf(t.app, 'fc3d');
    const r = await correct(t, 'fc3d', '2026325', {
      balls: [4, 5, 7],
      reason: '开奖公告更正：个位应为 7',
      operator: '张三',
    });
    expect(r.statusCode).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({
      changed: true,
      draw: { code: 'fc3d', period: '2026325', balls: [4, 5, 7], drawTime: '2026-11-21T21:15:00.000+08:00' },
      correction: {
        code: 'fc3d',
        period: '2026325',
        old: { balls: [4, 5, 6], drawTime: '2026-11-21T21:15:00.000+08:00' },
        new: { balls: [4, 5, 7], drawTime: '2026-11-21T21:15:00.000+08:00' },
        reason: '开奖公告更正：个位应为 7',
        operator: '张三',
        ip: '127.0.0.1',
        actor: expect.stringMatching(/^ADMIN_KEY#[0-9a-f]{12}$/),
      },
    });
    expect(data.correction.actor).not.toContain(ADMIN_KEY);
    expect(await reloaded).toBe('2026325');

    const info = await getJson(t.app, '/v1/cp168/wap/draw/info/fc3d');
    expect(info.body.data.prePeriod).toMatchObject({ period: '2026325', balls: [4, 5, 7] });
    expect(info.body.data.prePeriod.ruleDetail.zongHe).toBe(16);
    const history = await getJson(t.app, '/v1/cp168/apis/draw/history/fc3d?size=1');
    expect(history.body.data.list[0].balls).toEqual([4, 5, 7]);
    const trendAfter = await getJson(t.app, '/v1/cp168/apis/cpTrend/fc3d?trendTypes=basic&count=2');
    expect(trendAfter.body.data.trends.basic.list[1].balls).toEqual([4, 5, 7]);

    const outbox = await t.db.query<{ period: string; kind: string }>(
      "SELECT period, kind FROM draw_outbox WHERE code = 'fc3d' ORDER BY id",
    );
    expect(outbox.rows).toEqual([
      { period: '2026324', kind: 'draw' },
      { period: '2026325', kind: 'draw' },
      { period: '2026325', kind: 'correction' },
    ]);

    const audit = await send(t, 'GET', '/v1/admin/draws/fc3d/corrections');
    expect(audit.statusCode).toBe(200);
    expect(audit.json().data).toMatchObject({ total: 1, page: 1, list: [data.correction] });
    const onePeriod = await send(t, 'GET', '/v1/admin/draws/fc3d/corrections?period=2026324');
    expect(onePeriod.json().data).toMatchObject({ total: 0, list: [] });
  });

  it('after a correction, ingest of the old values is a contradiction (409), the new ones are unchanged', async () => {
    await correct(t, 'fc3d', '2026325', { balls: [4, 5, 7], reason: '公告更正' });
    const old = await send(
      t,
      'POST',
      '/v1/admin/draws/fc3d',
      { period: '2026325', drawDate: '2026-11-21', balls: [4, 5, 6] },
      INGEST_KEY,
    );
    expect(old.statusCode).toBe(409);
    const same = await send(
      t,
      'POST',
      '/v1/admin/draws/fc3d',
      { period: '2026325', drawDate: '2026-11-21', balls: [4, 5, 7] },
      INGEST_KEY,
    );
    expect(same.json().data).toMatchObject({ inserted: 0, unchanged: 1 });
  });

  it('corrects the time within the timetable, and changes nothing when the values are the same', async () => {
    const moved = await correct(t, 'fc3d', '2026324', {
      balls: [1, 2, 3],
      drawTime: '2026-11-20T21:20:00+08:00',
      reason: '开奖时间以公告为准',
    });
    expect(moved.json().data.correction.new.drawTime).toBe('2026-11-20T21:20:00.000+08:00');
    const again = await correct(t, 'fc3d', '2026324', { balls: [1, 2, 3], reason: '重复提交' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ changed: false, correction: null });
    expect(await auditRows(t)).toBe(1);
  });

  it.each([
    // body, status, code
    [{ balls: [4, 5, 7] }, 400, 'BAD_REQUEST'],
    [{ balls: [4, 5, 7], reason: '   ' }, 400, 'REASON_REQUIRED'],
    [{ balls: [4, 5], reason: '号码更正' }, 400, 'INVALID_CORRECTION'],
    [{ balls: [4, 5, 7], drawTime: '2026-11-21T23:00:00+08:00', reason: '时间更正' }, 400, 'INVALID_CORRECTION'],
    [{ balls: [4, 5, 7], drawDate: '2026-11-22', reason: '日期更正' }, 400, 'INVALID_CORRECTION'],
    [{ balls: [4, 5, 7], reason: '号码更正', extra: 1 }, 400, 'BAD_REQUEST'],
  ])('refuses %j (%i %s) and changes nothing', async (body, status, code) => {
    const r = await correct(t, 'fc3d', '2026325', body);
    expect([r.statusCode, r.json().code]).toEqual([status, code]);
    expect(r.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await auditRows(t)).toBe(0);
    const info = await getJson(t.app, '/v1/cp168/wap/draw/info/fc3d');
    expect(info.body.data.prePeriod.balls).toEqual([4, 5, 6]);
  });

  it.each([
    [null, 401, 'UNAUTHENTICATED'],
    [INGEST_KEY, 403, 'FORBIDDEN'],
  ])('needs ADMIN_KEY (%s → %i)', async (key, status, code) => {
    const r = await correct(t, 'fc3d', '2026325', { balls: [4, 5, 7], reason: '号码更正' }, key);
    expect([r.statusCode, r.json().code]).toEqual([status, code]);
    const audit = await send(t, 'GET', '/v1/admin/draws/fc3d/corrections', undefined, key);
    expect(audit.statusCode).toBe(status);
    expect(await auditRows(t)).toBe(0);
  });

  it('answers 404 for a period without a stored draw and for an unknown lottery', async () => {
    const missing = await correct(t, 'fc3d', '2026320', { balls: [1, 2, 3], reason: '补录' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'DRAW_NOT_FOUND']);
    expect(missing.json().message).toContain('POST /v1/admin/draws/fc3d');
    const unknown = await correct(t, 'nope', '2026320', { balls: [1, 2, 3], reason: '补录' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'UNKNOWN_LOTTERY']);
  });

  it('the database refuses any other change: updating or deleting a draw, touching the audit', async () => {
    await correct(t, 'fc3d', '2026325', { balls: [4, 5, 7], reason: '公告更正' });
    const refused = (sql: string) =>
      t.db.query(sql).then(
        () => 'done',
        (err: Error) => err.message,
      );
    expect(await refused("UPDATE draws SET balls = '{9,9,9}' WHERE code = 'fc3d' AND period = '2026325'")).toContain(
      'PUT /v1/admin/draws',
    );
    expect(await refused("DELETE FROM draws WHERE code = 'fc3d'")).toContain('never deleted');
    expect(await refused("UPDATE draw_corrections SET reason = 'x'")).toContain('only added');
    expect(await refused('DELETE FROM draw_corrections')).toContain('only added');
    const info = await getJson(t.app, '/v1/cp168/apis/draw/history/fc3d?size=5');
    expect(info.body.data.list.map((d: { balls: number[] }) => d.balls)).toEqual([
      [4, 5, 7],
      [1, 2, 3],
    ]);
  });
});
