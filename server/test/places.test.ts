import { buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

/** The rules text under every base the specification names, and the places of the local lotteries. */
describe('ruleDetails under /v1/cp168/apis and the places of the local lotteries', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeTestApp(t));

  it.each(['/v1/apis', '/v1/cp168/apis', '/v1/cp168/wap', '/api/v1/cp168/apis'])(
    '%s/ruleDetails/{code} answers the family rules of the lottery',
    async (base) => {
      const r = await getJson(t.app, `${base}/ruleDetails/ahk3`);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ code: 'ahk3', name: '安徽快3', group: 'k3' });
      expect(r.body.data.title).toContain('安徽快3');
      expect(r.body.data.sections.length).toBeGreaterThan(0);
    },
  );

  it('refuses an unknown lottery under /v1/cp168/apis with 404 UNKNOWN_LOTTERY', async () => {
    const r = await getJson(t.app, '/v1/cp168/apis/ruleDetails/nope');
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 0, code: 'UNKNOWN_LOTTERY' });
  });

  it('lists each local lottery under its province and city', async () => {
    for (const url of ['/v1/public/param/cp_place_code', '/api/v1/public/param/cp_place_code']) {
      const r = await getJson(t.app, url);
      expect(r.status).toBe(200);
      expect(r.body).toEqual({
        status: 1,
        data: [
          { code: '310000', province: '上海市', city: '上海市', lotteries: ['shssc'] },
          { code: '340000', province: '安徽省', city: '合肥市', lotteries: ['ahk3'] },
          { code: '450000', province: '广西壮族自治区', city: '南宁市', lotteries: ['gxk3'] },
        ],
      });
    }
  });

  it('names only lotteries the catalogue files under 地方彩 (category local)', async () => {
    const places = (await getJson(t.app, '/v1/public/param/cp_place_code')).body.data as Array<{
      lotteries: string[];
    }>;
    const all = (await getJson(t.app, '/v1/public/cp')).body.data as Record<string, { category: string }>;
    const named = places.flatMap((p) => p.lotteries).sort();
    const local = Object.entries(all)
      .filter(([, l]) => l.category === 'local')
      .map(([code]) => code)
      .sort();
    expect(named).toEqual(local);
  });
});
