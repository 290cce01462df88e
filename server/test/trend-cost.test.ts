import { FAMILY_ORDER, LOTTERIES, trendTypesFor } from '@cp/shared/domain';
import type { Family } from '@cp/shared/domain';
import { AppError } from '../src/lib/errors';
import { TREND_MAX_CELLS, assertTrendCost, trendKeys } from '../src/modules/trends/cost';
import { FakeClock, at, buildTestApp, closeTestApp } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const allTypes = (group: Family) => trendTypesFor(group).map((t) => t.type);
/** The widest window the trend pages offer (mf-trend/src/features/trend/model/constants.ts RANGES, desktop and mobile). */
const SITE_MAX_COUNT = 90;

describe('the cost of a trend request (keys of the types × count)', () => {
  it.each([
    ['pk10', 262],
    ['ssc', 205],
    ['11x5', 184],
    ['k3', 104],
    ['kl10', 418],
    ['kl8', 138],
    ['xy28', 122],
    ['hk6', 553],
    ['others', 122],
  ] as Array<[Family, number]>)('every type of %s has %i keys', (group, keys) => {
    expect(trendKeys(group, allTypes(group))).toBe(keys);
  });

  it('counts a type once however often it is named, and an unknown type as nothing', () => {
    expect(trendKeys('pk10', ['basic', 'basic', 'longHu'])).toBe(110);
    expect(trendKeys('pk10', ['bogus'])).toBe(0);
  });

  it('allows up to the cap and refuses past it, naming the limit', () => {
    expect(() => assertTrendCost('pk10', ['basic'], 2000)).not.toThrow();
    expect(() => assertTrendCost('pk10', ['basic'], 2001)).toThrow(AppError);
    expect(() => assertTrendCost('k3', ['basic'], 5000)).not.toThrow();
    let err: AppError | undefined;
    try {
      assertTrendCost('hk6', allTypes('hk6'), 5000);
    } catch (e) {
      err = e as AppError;
    }
    expect(err).toMatchObject({
      statusCode: 400,
      code: 'TREND_TOO_LARGE',
      message:
        '走势数据过大：一次请求最多 200,000 格（所选走势类型的列数 × 期数），本次为 553 列 × 5000 期 = 2,765,000 格；请减少走势类型或期数',
    });
  });

  it.each(FAMILY_ORDER)('leaves every page of the site room: all %s types over 90 draws, four times over', (group) => {
    expect(trendKeys(group, allTypes(group)) * SITE_MAX_COUNT * 4).toBeLessThanOrEqual(TREND_MAX_CELLS);
  });
});

describe('cpTrend and the cap', () => {
  let t: T;
  const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { SIMULATE: 'js6' } });
    await t.app.drawEngine.catchUp(clock.now());
  });
  afterAll(() => closeTestApp(t));

  const trend = (code: string, types: string[], count: number, prefix = '') =>
    t.app.inject(`${prefix}/v1/cp168/apis/cpTrend/${code}?trendTypes=${types.join(',')}&count=${count}`);

  it("answers the site's largest request: every type of every family over 90 draws", async () => {
    for (const group of FAMILY_ORDER) {
      const lottery = LOTTERIES.find((l) => l.group === group)!;
      const r = await trend(lottery.code, allTypes(group), SITE_MAX_COUNT);
      expect([lottery.code, r.statusCode]).toEqual([lottery.code, 200]);
    }
    const js6 = (await trend('js6', allTypes('hk6'), SITE_MAX_COUNT)).json();
    expect(js6.data.trends.basic.list).toHaveLength(SITE_MAX_COUNT);
  });

  it('answers right up to the cap and refuses one draw more, on both prefixes', async () => {
    const most = Math.floor(TREND_MAX_CELLS / 553);
    const fits = await trend('js6', allTypes('hk6'), most);
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.trends.basic.list).toHaveLength(most);
    for (const prefix of ['', '/api']) {
      const r = await trend('js6', allTypes('hk6'), most + 1, prefix);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ status: 0, code: 'TREND_TOO_LARGE' });
      expect(r.json().message).toContain('一次请求最多 200,000 格');
    }
  });

  it('refuses the 12.5 MB request of the report: all ten 六合彩 types over 5000 draws', async () => {
    const r = await trend('js6', allTypes('hk6'), 5000);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe('TREND_TOO_LARGE');
    expect(r.body.length).toBeLessThan(1000);
  });

  it('caps the single-type route too', async () => {
    expect((await t.app.inject('/v1/cp168/apis/cpTrend/js6/basic?count=5000')).json().code).toBe('TREND_TOO_LARGE');
    expect((await t.app.inject('/v1/cp168/apis/cpTrend/js6/basic?count=584')).json().code).toBe('TREND_TOO_LARGE');
    expect((await t.app.inject('/v1/cp168/apis/cpTrend/js6/basic?count=583')).statusCode).toBe(200);
    expect((await t.app.inject('/v1/cp168/apis/cpTrend/jspk10/basic?count=2000')).statusCode).toBe(200);
  });

  it('documents the cap in /docs', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, { get: { parameters: Array<{ name: string; description?: string }> } }>;
    };
    for (const path of ['/v1/cp168/apis/cpTrend/{code}', '/v1/cp168/apis/cpTrend/{code}/{type}']) {
      const count = doc.paths[path].get.parameters.find((p) => p.name === 'count');
      expect(count?.description).toContain('不能超过 200,000');
      expect(count?.description).toContain('TREND_TOO_LARGE');
    }
  });
});
