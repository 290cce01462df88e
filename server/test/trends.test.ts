import { computeTrend, computeTrends } from '@cp/shared/domain';
import { FakeClock, at, buildTestApp, closeTestApp, getJson, nextDrawOf } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

describe('trend endpoints over simulated draws', () => {
  let t: T;
  const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10,jsssc' } });
    await t.app.drawEngine.catchUp(clock.now());
  });
  afterAll(() => closeTestApp(t));

  it('answers exactly what the domain computes over the whole stored history', async () => {
    const history = await t.app.drawCache.history('jspk10');
    for (const count of [30, 90, 500]) {
      const r = await getJson(t.app, `/v1/cp168/apis/cpTrend/jspk10?trendTypes=basic,guanYaHe,longHu&count=${count}`);
      expect(r.status).toBe(200);
      expect(r.body.data.count).toBe(count);
      for (const type of ['basic', 'guanYaHe', 'longHu']) {
        expect(r.body.data.trends[type]).toEqual(
          JSON.parse(JSON.stringify(computeTrend('pk10', type, history, count))),
        );
      }
    }
    const single = await getJson(t.app, '/v1/cp168/apis/cpTrend/jspk10/daxiao?count=60');
    expect(Object.keys(single.body.data.trends)).toEqual(['daxiao']);
    expect(single.body.data.trends.daxiao.list).toHaveLength(60);
  });

  it('sends, byte for byte, the JSON of the envelope around the computed trends, cached or not', async () => {
    const history = await t.app.drawCache.history('jsssc');
    const types = ['sum', 'basic', 'longHu'];
    const want = JSON.stringify({
      status: 1,
      data: { code: 'jsssc', count: 45, trends: computeTrends('ssc', types, history, 45) },
    });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject(`/v1/cp168/apis/cpTrend/jsssc?trendTypes=${types.join(',')}&count=45`);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.body).toBe(want);
    }
  });

  it('lists rows oldest first, with every key of every position in every row', async () => {
    const r = await getJson(t.app, '/v1/cp168/apis/cpTrend/jsssc?trendTypes=basic&count=90');
    const list = r.body.data.trends.basic.list;
    expect(list[89].period).toBe('20261121-0457');
    expect(list[0].period < list[89].period).toBe(true);
    for (const row of list) {
      expect(Object.keys(row.missing)).toEqual(['hm1', 'hm2', 'hm3', 'hm4', 'hm5']);
      for (const pos of Object.values(row.missing) as Array<Record<string, number>>)
        expect(Object.keys(pos)).toHaveLength(10);
    }
  });

  it('describes the trend types of a lottery', async () => {
    const r = await getJson(t.app, '/v1/cp168/apis/cpTrendTypes/jspk10');
    expect(r.body.data.types.map((x: { type: string }) => x.type)).toContain('guanYaHe');
    expect(r.body.data.types[0].positions[0]).toMatchObject({ key: 'hm1', label: '冠军' });
  });

  it('follows new draws: the newest row appears and the streaks change the moment a draw arrives', async () => {
    const before = await getJson(t.app, '/v1/cp168/apis/cpTrend/jspk10?trendTypes=basic&count=30');
    const streaksBefore = await getJson(t.app, '/v1/cp168/apis/changlong?codes=jspk10&min=2');
    clock.advance(75_000);
    const arrived = nextDrawOf(t.app, 'jspk10');
    await t.app.drawEngine.catchUp(clock.now());
    await arrived;
    const after = await getJson(t.app, '/v1/cp168/apis/cpTrend/jspk10?trendTypes=basic&count=30');
    expect(after.body.data.trends.basic.list[29].period).toBe('20261121-0458');
    expect(after.body.data.trends.basic.list[28]).toEqual(before.body.data.trends.basic.list[29]);
    const streaksAfter = await getJson(t.app, '/v1/cp168/apis/changlong?codes=jspk10&min=2');
    expect(streaksAfter.body.data.every((s: { period: string }) => s.period === '20261121-0458')).toBe(true);
    expect(streaksAfter.body.data).not.toEqual(streaksBefore.body.data);
  });

  it("counts today's numbers (Beijing date) and reports hot and cold numbers", async () => {
    const r = await getJson(t.app, '/v1/cp168/apis/cpStatistics/jspk10/todayNumberStatistics');
    expect(r.body.data.date).toBe('2026-11-21');
    const today = r.body.data.count;
    expect(today).toBeGreaterThanOrEqual(457);
    const hm1 = r.body.data.counts.hm1 as Record<string, number>;
    expect(Object.values(hm1).reduce((a, b) => a + b, 0)).toBe(today);
    expect(r.body.data.hot.hm1).toHaveLength(5);
  });
});
