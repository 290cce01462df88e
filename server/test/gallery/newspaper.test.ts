import { closeTestApp } from '../helper';
import { call, guessApp } from '../guess/helper';
import type { GT } from '../guess/helper';
import { history } from '../predictions/helper';

jest.setTimeout(60_000);

const APIS = '/v1/cp168/apis';

describe('newspaper endpoints (issue 18 item 3)', () => {
  let t: GT;
  let periods: string[];
  beforeAll(async () => {
    t = await guessApp();
    await history(t, 'js6', 30, 7);
    await history(t, 'jspk10', 15, 8);
    const r = await t.db.query<{ period: string }>(
      "SELECT period FROM gallery_papers WHERE category_id = 'js6-yc' ORDER BY draw_time DESC",
    );
    periods = r.rows.map((x) => x.period);
  });
  afterAll(async () => {
    await closeTestApp(t);
  });

  it('predict/period/{code}/{period}: the stored prediction paper of that period', async () => {
    const r = await call(t.app, 'GET', `${APIS}/predict/period/js6/${periods[0]}`);
    expect(r.body.data).toMatchObject({ kind: 'hk6Predict', period: periods[0] });
    expect(r.body.data.picks.baMa).toHaveLength(8);
    const pk = await call(t.app, 'GET', `${APIS}/predict/period/jspk10/19990101-0001`);
    expect([pk.status, pk.body.code]).toEqual([404, 'PAPER_NOT_FOUND']);
  });

  it('danShuang: the picks of count periods with the special drawn and 中 / 错, and the rate beside 24/49', async () => {
    const r = (await call(t.app, 'GET', `${APIS}/newspaper/predict/danShuang?cpCode=js6&count=12`)).body.data;
    expect(r.list.map((x: { period: string }) => x.period)).toEqual(periods.slice(0, 12));
    // The newest predicts a period not drawn yet.
    expect(r.list[0]).toMatchObject({ special: null, hit: null });
    const draws = await t.db.query<{ period: string; balls: number[] }>(
      "SELECT period, balls FROM draws WHERE code = 'js6'",
    );
    const special = new Map(draws.rows.map((d) => [d.period, d.balls[6]]));
    for (const x of r.list.slice(1)) {
      const s = special.get(x.period)!;
      expect(x.special).toBe(s);
      expect(x.hit).toBe(s !== 49 && (s % 2 === 1 ? '单' : '双') === x.pick);
    }
    expect(r.rate.n).toBe(11);
    expect(r.rate.hits).toBe(r.list.filter((x: { hit: boolean }) => x.hit).length);
    expect(r.rate.chance).toBeCloseTo(24 / 49, 12);
  });

  it('pastTenPeriod and lastPeriodPrediction: the papers before a period with their results', async () => {
    const past = (await call(t.app, 'GET', `${APIS}/newspaper/predict/pastTenPeriod/js6/${periods[3]}`)).body.data;
    expect(past.map((x: { period: string }) => x.period)).toEqual(periods.slice(4, 14));
    expect(past.every((x: { result: unknown }) => x.result !== null)).toBe(true);
    const last = (await call(t.app, 'GET', `${APIS}/lastPeriodPrediction/js6/${periods[1]}/baMa`)).body.data;
    expect(last.period).toBe(periods[2]);
    expect(last.pick).toHaveLength(8);
    expect(last.hit).toBe(last.pick.includes(last.special));
  });

  it('tmHotColdRank: the newest 冷热 paper', async () => {
    const r = (await call(t.app, 'GET', `${APIS}/newspaper/tmHotColdRank?cpCode=js6`)).body.data;
    expect(r.kind).toBe('hotCold');
    expect(r.windows.map((w: { size: number; periods: number }) => [w.size, w.periods])).toEqual([
      [10, 10],
      [30, 30],
      [100, 30],
    ]);
  });

  it.each([
    ['/newspaper/predict/danShuang?cpCode=jspk10', 400, 'NO_NEWSPAPER'],
    ['/newspaper/predict/danShuang?cpCode=jsssc', 400, 'NO_NEWSPAPER'],
    ['/newspaper/predict/danShuang?cpCode=nope', 404, 'UNKNOWN_LOTTERY'],
    ['/newspaper/predict/danShuang?cpCode=js6&count=101', 400, 'BAD_REQUEST'],
    ['/lastPeriodPrediction/js6/1/baMa', 404, 'PAPER_NOT_FOUND'],
    ['/lastPeriodPrediction/js6/1/nope', 400, 'BAD_REQUEST'],
    ['/newspaper/tmHotColdRank?cpCode=jspk10', 400, 'NO_NEWSPAPER'],
  ])('GET %s → %d %s', async (path, status, code) => {
    const r = await call(t.app, 'GET', `${APIS}${path}`);
    expect([r.status, r.body.code]).toEqual([status, code]);
    expect(r.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
