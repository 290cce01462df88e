import { FakeClock, at, buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

describe('public API', () => {
  let t: T;
  const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));

  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10,hk6,fc3d' } });
    await t.app.drawEngine.catchUp(clock.now());
  });
  afterAll(() => closeTestApp(t));

  it('GET /healthz answers 200 while the process runs', async () => {
    const r = await getJson(t.app, '/healthz');
    expect(r.status).toBe(200);
    expect(r.body.data.ok).toBe(true);
  });

  it('draw/info gives the latest draw, its rule details and the next period, in Beijing time', async () => {
    for (const base of ['/v1/cp168/wap', '/v1/cp168/apis', '/api/v1/cp168/wap']) {
      const r = await getJson(t.app, `${base}/draw/info/jspk10`);
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(1);
      const d = r.body.data;
      expect(d).toMatchObject({
        code: 'jspk10',
        name: '极速赛车',
        group: 'pk10',
        serverTime: '2026-11-21T09:30:41.000+08:00',
      });
      expect(d.prePeriod).toMatchObject({
        code: 'jspk10',
        period: '20261121-0457',
        drawTime: '2026-11-21T09:30:00.000+08:00',
      });
      expect(d.prePeriod.balls).toHaveLength(10);
      expect(d.prePeriod.ruleDetail.guanYaHe).toBe(d.prePeriod.balls[0] + d.prePeriod.balls[1]);
      expect(d.nextPeriod).toEqual({ period: '20261121-0458', drawTime: '2026-11-21T09:31:15.000+08:00' });
    }
  });

  it('draw/info of a lottery with no draws yet has no prePeriod but still its next period', async () => {
    const r = await getJson(t.app, '/v1/cp168/wap/draw/info/xyft');
    expect(r.status).toBe(200);
    expect(r.body.data.prePeriod).toBeNull();
    expect(r.body.data.nextPeriod.period).toMatch(/^20261121-\d{3}$/);
  });

  it('infoDetail answers several codes in the order asked', async () => {
    const r = await getJson(t.app, '/v1/cp168/wap/draw/infoDetail?cpCode=hk6,jspk10');
    expect(r.body.data.map((d: { code: string }) => d.code)).toEqual(['hk6', 'jspk10']);
    expect(r.body.data[0].prePeriod.ruleDetail.shengXiao).toHaveLength(7);
  });

  it('history is newest first, pages, and filters by Beijing date', async () => {
    const page1 = await getJson(t.app, '/v1/cp168/apis/draw/history/jspk10?size=5');
    expect(page1.body.data.list.map((d: { period: string }) => d.period)).toEqual([
      '20261121-0457',
      '20261121-0456',
      '20261121-0455',
      '20261121-0454',
      '20261121-0453',
    ]);
    expect(page1.body.data.total).toBe(1152);
    const page2 = await getJson(t.app, '/v1/cp168/apis/draw/history/jspk10?size=5&page=2');
    expect(page2.body.data.list[0].period).toBe('20261121-0452');
    const day = await getJson(t.app, '/v1/cp168/apis/draw/history/jspk10?date=2026-11-20&size=500');
    expect(day.body.data.total).toBe(1152 - 457);
    expect(day.body.data.list.every((d: { drawTime: string }) => d.drawTime.startsWith('2026-11-20'))).toBe(true);
  });

  it('site info, SEO and the catalogue', async () => {
    const site = await getJson(t.app, '/v1/cp168/wap/site/info');
    expect(site.body.data.siteName).toBe('168开奖网');
    expect(site.body.data.siteSetting.hotLotteryTab).toContain('jspk10');
    const seo = await getJson(t.app, '/v1/apis/seo/page?routing=/lottery/trend/jspk10');
    expect(seo.body.data.titleSuffix).toBe('走势图表 |');
    const mobileSeo = await getJson(t.app, '/v1/apis/seo/page?routing=/m/changltx');
    expect(mobileSeo.body.data.titleSuffix).toBe('长龙提醒 |');
    const cp = await getJson(t.app, '/v1/public/cp');
    expect(Object.keys(cp.body.data)).toHaveLength(22);
    expect(cp.body.data.jspk10).toEqual({
      code: 'jspk10',
      name: '极速赛车',
      cpType: 'pk10',
      group: 'pk10',
      category: 'jisu',
      series: 'PK10',
      sort: 1,
      intervalSeconds: 75,
      simulated: true,
    });
    expect(cp.body.data.jsft.simulated).toBe(false);
  });

  it('cps lists are grouped by series with " 系列" labels, ordered by sort; unknown filters give an empty list', async () => {
    const all = await getJson(t.app, '/v1/cp168/apis/cps');
    expect(all.body.data[0]).toMatchObject({ series: 'PK10', label: 'PK10 系列' });
    const sorts = all.body.data.map((g: { sort: number }) => g.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    const jisu = await getJson(t.app, '/v1/cp168/apis/cps?categoryCode=jisu');
    expect(jisu.body.data.flatMap((g: { list: { category: string }[] }) => g.list.map((l) => l.category))).toEqual(
      Array(9).fill('jisu'),
    );
    const six = await getJson(t.app, '/v1/cp168/wap/cps?cpType=sixhc');
    expect(six.body.data).toHaveLength(1);
    expect(six.body.data[0].list.map((l: { code: string }) => l.code)).toEqual(['js6', 'ff6', 'sf6', 'hk6']);
    const hot = await getJson(t.app, '/v1/cp168/apis/cps?categoryCode=hotLottery');
    expect(hot.body.data.flatMap((g: { list: { code: string }[] }) => g.list).length).toBe(8);
    expect((await getJson(t.app, '/v1/cp168/apis/cps?cpType=nothing')).body.data).toEqual([]);
    expect((await getJson(t.app, '/v1/cp168/apis/cps?categoryCode=nothing')).body.data).toEqual([]);
    const plans = await getJson(t.app, '/v1/cp168/wap/jihua/cps?jihuaType=jingCai');
    expect(plans.body.data.map((g: { series: string }) => g.series)).toEqual(['PK10', '时时彩']);
    expect(plans.body.data[0].list[0].baseCp).toBe('jspk10');
  });

  it('rule details text per family, with the disclaimer', async () => {
    const r = await getJson(t.app, '/v1/apis/ruleDetails/hk6');
    expect(r.body.data.title).toContain('香港六合彩');
    const text = JSON.stringify(r.body.data.sections);
    expect(text).toContain('波色');
    expect(text).toContain('不涉及任何现金交易');
    expect((await getJson(t.app, '/v1/cp168/wap/ruleDetails/jspk10')).body.data.group).toBe('pk10');
  });

  it("documents every endpoint and every family's ruleDetail keys in the OpenAPI document", async () => {
    const res = await t.app.inject('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const p of [
      '/v1/cp168/apis/cpTrend/{code}',
      '/v1/cp168/apis/draw/history/{code}',
      '/v1/cp168/apis/cpStatistics/{code}/{type}',
      '/v1/cp168/apis/changlong',
      '/v1/admin/draws/{code}',
    ]) {
      expect(doc.paths).toHaveProperty([p]);
    }
    expect(Object.keys(doc.paths).some((p: string) => p.startsWith('/api/'))).toBe(false);
    const hk6 = doc.components.schemas.RuleDetail_hk6.properties;
    for (const key of [
      'shengXiao',
      'seBo',
      'wuXing',
      'zongHe',
      'zongHeDaXiao',
      'zongHeDanShuang',
      'hmDaXiao',
      'hmDanShuang',
      'chiSeBo',
    ])
      expect(hk6).toHaveProperty([key]);
    for (const family of ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'kl8', 'xy28', 'others']) {
      expect(Object.keys(doc.components.schemas[`RuleDetail_${family}`].properties).length).toBeGreaterThan(3);
    }
  });

  it('serves the registry with no-cache', async () => {
    const res = await t.app.inject('/mf/registry.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toHaveProperty('remotes');
  });
});

describe('bad input gets the error envelope, never a 5xx', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeTestApp(t));

  it.each([
    ['/v1/cp168/wap/draw/info/nope', 404, 'UNKNOWN_LOTTERY'],
    ['/v1/cp168/wap/draw/info/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404, 'UNKNOWN_LOTTERY'],
    [`/v1/cp168/wap/draw/info/${'x'.repeat(100)}`, 400, 'BAD_REQUEST'],
    [`/v1/cp168/wap/draw/info/${'x'.repeat(300)}`, 414, 'URI_TOO_LONG'],
    ['/v1/cp168/wap/draw/info/%E0%A4%A', 400, 'BAD_URL'],
    ['/v1/cp168/wap/draw/infoDetail', 400, 'BAD_REQUEST'],
    ['/v1/cp168/wap/draw/infoDetail?cpCode=jspk10,nope', 404, 'UNKNOWN_LOTTERY'],
    ['/v1/cp168/wap/draw/infoDetail?cpCode=,,,', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/draw/history/jspk10?date=2026-02-30', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/draw/history/jspk10?date=yesterday', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/draw/history/jspk10?size=501', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/draw/history/jspk10?page=0', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/draw/history/jspk10?page=abc', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/draw/history/nope', 404, 'UNKNOWN_LOTTERY'],
    ['/v1/apis/seo/page', 400, 'BAD_REQUEST'],
    ['/v1/apis/ruleDetails/nope', 404, 'UNKNOWN_LOTTERY'],
    ['/v1/cp168/wap/jihua/cps?jihuaType=evil', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/cpTrend/nope?trendTypes=basic', 404, 'UNKNOWN_LOTTERY'],
    ['/v1/cp168/apis/cpTrend/fc3d?trendTypes=basic,bogus', 400, 'UNKNOWN_TREND_TYPE'],
    ['/v1/cp168/apis/cpTrend/fc3d?trendTypes=guanYaHe', 400, 'UNKNOWN_TREND_TYPE'],
    ['/v1/cp168/apis/cpTrend/fc3d?count=0', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/cpTrend/fc3d?count=5001', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/cpTrend/fc3d?count=1e9', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/cpTrend/fc3d/bogus', 400, 'UNKNOWN_TREND_TYPE'],
    ['/v1/cp168/apis/cpStatistics/fc3d/bogus', 400, 'UNKNOWN_TREND_TYPE'],
    ['/v1/cp168/apis/changlong?min=1', 400, 'BAD_REQUEST'],
    ['/v1/cp168/apis/changlong?codes=nope', 404, 'UNKNOWN_LOTTERY'],
    ['/v1/no/such/endpoint', 404, 'NOT_FOUND'],
  ])('GET %s → %i %s', async (url, status, code) => {
    const r = await getJson(t.app, url);
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({ status: 0, code });
    expect(typeof r.body.message).toBe('string');
    expect(r.body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('malformed JSON and wrong content types are refused with 4xx', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/draws/fc3d',
      headers: { 'content-type': 'application/json' },
      payload: '{"period":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_JSON');
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/draws/fc3d',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('an oversized body is refused with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/draws/fc3d',
      headers: { 'content-type': 'application/json' },
      // Over the ingest route's own 4 MiB limit (INGEST_BODY_LIMIT).
      payload: JSON.stringify({ period: 'x'.repeat(5 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
