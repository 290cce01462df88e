import { Readable } from 'node:stream';
import { formatBeijingIso, slotsBetween, findLottery } from '@cp/shared/domain';
import { INGEST_BODY_LIMIT, INGEST_MAX_ROWS } from '../src/modules/draws/ingest/service';
import { FakeClock, at, buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const KEY = 'test-ingest-key-0123456789';
const PK10 = [3, 8, 1, 10, 5, 2, 9, 4, 7, 6];

const post = (t: T, code: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/admin/draws/${code}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}`, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const count = async (t: T, code: string) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM draws WHERE code = $1', [code])).rows[0].n;

type RowError = { line: number; code: string; reason: string };
const errorsOf = (r: { json(): { details: { errors: RowError[] } } }) => r.json().details.errors;

describe('ingest keeps to the timetable (issue 14 item 2)', () => {
  let t: T;
  let clock: FakeClock;
  beforeEach(async () => {
    clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    t = await buildTestApp({ clock, env: { INGEST_KEY: KEY } });
  });
  afterEach(() => closeTestApp(t));

  it('refuses a jspk10 draw of 2030: nothing written, draw/info unchanged', async () => {
    await post(t, 'jspk10', { period: '20261121-0457', balls: PK10 });
    const r = await post(t, 'jspk10', {
      period: '20300101-0001',
      drawTime: '2030-01-01T00:00:00+08:00',
      balls: PK10,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('INVALID_ROWS');
    expect(errorsOf(r)).toEqual([{ line: 1, code: 'NOT_DUE', reason: expect.stringContaining('不能提前录入') }]);
    expect(await count(t, 'jspk10')).toBe(1);
    const info = await getJson(t.app, '/v1/cp168/wap/draw/info/jspk10');
    expect(info.body.data.prePeriod.period).toBe('20261121-0457');
  });

  it('refuses fc3d draws dated 9999-12-31 and 0001-01-01, naming each row and reason', async () => {
    const r = await post(t, 'fc3d', [
      { period: '9999365', drawDate: '9999-12-31', balls: [1, 2, 3] },
      { period: '0001001', drawDate: '0001-01-01', balls: [1, 2, 3] },
      { period: '2026001', drawDate: '0001-01-01', balls: [1, 2, 3] },
      { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] },
    ]);
    expect(r.statusCode).toBe(400);
    expect(errorsOf(r).map((e) => [e.line, e.code])).toEqual([
      [1, 'NOT_DUE'],
      [2, 'BEFORE_FIRST_DRAW'],
      [3, 'PERIOD_NOT_IN_SCHEDULE'],
    ]);
    expect(errorsOf(r)[1].reason).toBe('期号 0001001：开奖日期 0001-01-01 早于该彩种开始开奖的日期 2002-01-01');
    expect(await count(t, 'fc3d')).toBe(0);
  });

  it('takes the next jspk10 period only once it is due', async () => {
    const next = { period: '20261121-0458', balls: PK10 };
    const early = await post(t, 'jspk10', next);
    expect(early.statusCode).toBe(400);
    expect(errorsOf(early)[0]).toMatchObject({ code: 'NOT_DUE', reason: expect.stringContaining('09:31:15') });
    expect(await count(t, 'jspk10')).toBe(0);
    clock.advance(34_000); // 09:31:15
    const due = await post(t, 'jspk10', next);
    expect(due.statusCode).toBe(200);
    expect(due.json().data.inserted).toBe(1);
  });

  it.each([
    // row, code
    [{ period: '20261121-0457', drawTime: '2026-11-21T09:31:00+08:00', balls: PK10 }, 'DRAW_TIME_MISMATCH'],
    [{ period: '20261121-0457', drawDate: '2026-11-20', balls: PK10 }, 'DRAW_DATE_MISMATCH'],
    [{ period: '20261121-1153', balls: PK10 }, 'PERIOD_NOT_IN_SCHEDULE'],
    [{ period: '2026-11-21', drawTime: '2026-11-21T09:30:00+08:00', balls: PK10 }, 'PERIOD_NOT_IN_SCHEDULE'],
    [{ period: '20261121-0457', drawTime: 'yesterday', balls: PK10 }, 'INVALID_TIME'],
    [{ period: '20261121-0457', balls: [1, 2, 3] }, 'INVALID_BALLS'],
    [{ period: '<script>', balls: PK10 }, 'INVALID_PERIOD'],
    ['not a draw', 'INVALID_ROW'],
  ])('refuses %j with %s', async (row, code) => {
    const r = await post(t, 'jspk10', [row]);
    expect(r.statusCode).toBe(400);
    expect(errorsOf(r)).toEqual([{ line: 1, code, reason: expect.any(String) }]);
    expect(errorsOf(r)[0].reason).toMatch(/[\u4e00-\u9fff]/);
  });

  it('takes a time within the tolerance and keeps it as given', async () => {
    const r = await post(t, 'jspk10', { period: '20261121-0457', drawTime: '2026-11-21T09:30:20+08:00', balls: PK10 });
    expect(r.statusCode).toBe(200);
    const info = await getJson(t.app, '/v1/cp168/wap/draw/info/jspk10');
    expect(info.body.data.prePeriod.drawTime).toBe('2026-11-21T09:30:20.000+08:00');
  });
});

describe('ingest size limits (issue 14 item 6)', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ clock: new FakeClock(at('2026-11-21T22:00:00+08:00')), env: { INGEST_KEY: KEY } });
  });
  afterAll(() => closeTestApp(t));

  it('the body limit holds INGEST_MAX_ROWS of the largest legal rows, pretty-printed', () => {
    const largest = {
      period: 'x'.repeat(20),
      drawTime: '2026-11-21T21:30:00.000+08:00',
      balls: Array.from({ length: 20 }, (_, i) => 61 + i),
    };
    const rows = Array.from({ length: INGEST_MAX_ROWS }, () => largest);
    expect(Buffer.byteLength(JSON.stringify(rows, null, 2))).toBeLessThan(INGEST_BODY_LIMIT);
  });

  it(`takes ${INGEST_MAX_ROWS} draws in one call`, async () => {
    const schedule = findLottery('jspk10')!.schedule;
    const slots = slotsBetween(schedule, at('2026-11-12T00:00:00+08:00'), at('2026-11-21T22:00:00+08:00'));
    const rows = slots.slice(-INGEST_MAX_ROWS).map((s) => ({
      period: s.period,
      drawTime: formatBeijingIso(s.drawTime),
      balls: PK10,
    }));
    const r = await post(t, 'jspk10', JSON.stringify(rows, null, 2));
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ received: INGEST_MAX_ROWS, inserted: INGEST_MAX_ROWS });
  });

  it('refuses one draw more with 413 TOO_MANY_ROWS and a clear message', async () => {
    const rows = Array.from({ length: INGEST_MAX_ROWS + 1 }, () => ({ period: '2026001', balls: [1, 2, 3] }));
    const r = await post(t, 'fc3d', rows);
    expect(r.statusCode).toBe(413);
    expect(r.json()).toMatchObject({ status: 0, code: 'TOO_MANY_ROWS' });
    expect(r.json().message).toContain(`一次最多提交 ${INGEST_MAX_ROWS} 期`);
    expect(r.json().message).toContain('npm run import');
  });

  it('refuses a body over the limit with 413 before reading it, with or without a length', async () => {
    const big = `[${' '.repeat(INGEST_BODY_LIMIT)}]`;
    const withLength = await post(t, 'fc3d', big);
    expect(withLength.statusCode).toBe(413);
    expect(withLength.json()).toMatchObject({ status: 0, code: 'PAYLOAD_TOO_LARGE' });
    expect(withLength.json().message).toContain('4 MiB');
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/draws/fc3d',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${KEY}` },
      payload: Readable.from([Buffer.from(big)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toMatchObject({ status: 0, code: 'PAYLOAD_TOO_LARGE' });
    expect(chunked.json().message).toContain('npm run import');
    expect(await count(t, 'fc3d')).toBe(0);
  });
});
