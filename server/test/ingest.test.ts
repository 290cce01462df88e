import { FakeClock, at, buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const KEY = 'test-ingest-key-0123456789';

const post = (t: T, code: string, body: unknown, key: string | null = KEY) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/draws/${code}`,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    payload: JSON.stringify(body),
  });

const count = async (t: T, code: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM draws WHERE code = $1', [code])).rows[0].n;

describe('POST /v1/admin/draws/{code}', () => {
  let t: T;
  beforeEach(async () => {
    t = await buildTestApp({ clock: new FakeClock(at('2026-11-21T22:00:00+08:00')), env: { INGEST_KEY: KEY } });
  });
  afterEach(() => closeTestApp(t));

  it('takes one draw or an array, and importing the same draws again changes nothing', async () => {
    const one = await post(t, 'fc3d', { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual({ code: 'fc3d', received: 1, inserted: 1, unchanged: 0 });
    const many = [
      { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] },
      { period: '2026325', drawTime: '2026-11-21T21:15:00+08:00', balls: [9, 9, 9] },
    ];
    expect((await post(t, 'fc3d', many)).json().data).toEqual({ code: 'fc3d', received: 2, inserted: 1, unchanged: 1 });
    expect((await post(t, 'fc3d', many)).json().data).toEqual({ code: 'fc3d', received: 2, inserted: 0, unchanged: 2 });
    expect(await count(t, 'fc3d')).toBe(2);
    const info = await getJson(t.app, '/v1/cp168/wap/draw/info/fc3d');
    expect(info.body.data.prePeriod).toMatchObject({
      period: '2026325',
      balls: [9, 9, 9],
      drawTime: '2026-11-21T21:15:00.000+08:00',
    });
    expect(info.body.data.prePeriod.ruleDetail.xingTai).toBe('豹子');
  });

  it('places a date-sequenced period at its slot when only the period is given', async () => {
    const r = await post(t, 'jspk10', { period: '20261121-0457', balls: [3, 8, 1, 10, 5, 2, 9, 4, 7, 6] });
    expect(r.statusCode).toBe(200);
    const info = await getJson(t.app, '/v1/cp168/wap/draw/info/jspk10');
    expect(info.body.data.prePeriod.drawTime).toBe('2026-11-21T09:30:00.000+08:00');
  });

  it('refuses the whole batch when any row is bad, reporting every bad row by line', async () => {
    const r = await post(t, 'jspk10', [
      { period: '20261121-0001', balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      { period: '20261121-0002', balls: [1, 1, 3, 4, 5, 6, 7, 8, 9, 10] },
      { period: '20261121-0003', balls: [1, 2, 3] },
      { period: '<script>', balls: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      { period: '20261121-0001', balls: [10, 2, 3, 4, 5, 6, 7, 8, 9, 1] },
      'not a draw',
    ]);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('INVALID_ROWS');
    expect(r.json().details.errors.map((e: { line: number }) => e.line)).toEqual([2, 3, 4, 5, 6]);
    expect(r.json().details.errors[0].reason).toContain('不能重复');
    expect(await count(t, 'jspk10')).toBe(0);
  });

  it('never overwrites: a draw that contradicts a stored one is refused with 409 and nothing is written', async () => {
    await post(t, 'fc3d', { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] });
    const r = await post(t, 'fc3d', [
      { period: '2026325', drawDate: '2026-11-21', balls: [4, 5, 6] },
      { period: '2026324', drawDate: '2026-11-20', balls: [3, 2, 1] },
    ]);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('CONFLICTING_DRAW');
    expect(r.json().details.conflicts[0]).toMatchObject({
      period: '2026324',
      stored: { balls: [1, 2, 3] },
      received: { balls: [3, 2, 1] },
    });
    expect(await count(t, 'fc3d')).toBe(1);
  });

  it.each([
    [null, 401, 'UNAUTHENTICATED'],
    ['wrong-key', 403, 'FORBIDDEN'],
  ])('needs the ingest key (%s → %i)', async (key, status, code) => {
    const r = await post(t, 'fc3d', { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] }, key);
    expect(r.statusCode).toBe(status);
    expect(r.json().code).toBe(code);
    expect(await count(t, 'fc3d')).toBe(0);
  });

  it('answers 404 for an unknown lottery and 400 for an empty batch', async () => {
    expect((await post(t, 'nope', { period: '1', balls: [1] })).statusCode).toBe(404);
    const empty = await post(t, 'fc3d', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('EMPTY_BATCH');
  });
});

describe('ingest without a key configured', () => {
  it('is switched off (403 INGEST_DISABLED)', async () => {
    const t = await buildTestApp();
    const r = await post(t, 'fc3d', { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('INGEST_DISABLED');
    await closeTestApp(t);
  });
});
