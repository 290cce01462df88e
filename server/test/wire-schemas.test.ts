import Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { FakeClock, at, buildTestApp, closeTestApp } from './helper';
import { SAMPLE_ADMIN_KEY, memberSamples, sampleContext } from './members/wireSamples';
import type { MemberSample, SampleContext } from './members/wireSamples';
import { guessSamples } from './guess/wireSamples';
import { predictionSamples } from './predictions/wireSamples';
import { gallerySamples } from './gallery/wireSamples';

type T = Awaited<ReturnType<typeof buildTestApp>>;
type Schema = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

// Ingest and operator routes share one key here (ingest accepts ADMIN_KEY too).
const KEY = SAMPLE_ADMIN_KEY;

/**
 * Requests that make every documented route answer, successes and refusals. A route in the
 * OpenAPI document without a sample here fails the test, so a new route needs one.
 */
const SAMPLES: Record<string, Array<string | MemberSample>> = {
  'GET /healthz': ['/healthz'],
  'GET /readyz': ['/readyz'],
  'GET /mf/registry.json': ['/mf/registry.json'],
  'GET /v1/apis/seo/page': ['/v1/apis/seo/page?routing=/lottery/trend/jspk10', '/v1/apis/seo/page'],
  'GET /v1/public/cp': ['/v1/public/cp'],
  'GET /v1/apis/ruleDetails/{code}': ['/v1/apis/ruleDetails/hk6', '/v1/apis/ruleDetails/nope'],
  'GET /v1/cp168/wap/ruleDetails/{code}': ['/v1/cp168/wap/ruleDetails/jspk10'],
  'GET /v1/cp168/apis/ruleDetails/{code}': ['/v1/cp168/apis/ruleDetails/ahk3', '/v1/cp168/apis/ruleDetails/nope'],
  'GET /v1/public/param/cp_place_code': ['/v1/public/param/cp_place_code'],
  // Operator news routes (ADMIN_KEY = KEY here); the samples run in this order.
  'POST /v1/admin/news': [
    { url: '/v1/admin/news', method: 'POST', body: { title: '公告', body: '正文', pinned: true } },
    { url: '/v1/admin/news', method: 'POST', body: { title: '' }, status: 400 },
  ],
  'GET /v1/admin/news': ['/v1/admin/news', '/v1/admin/news?size=0'],
  'GET /v1/admin/news/{id}': ['/v1/admin/news/1', '/v1/admin/news/999'],
  'PUT /v1/admin/news/{id}': [
    { url: '/v1/admin/news/1', method: 'PUT', body: { title: '公告（更新）', body: '新正文' } },
    { url: '/v1/admin/news/999', method: 'PUT', body: { title: 't', body: 'b' }, status: 404 },
  ],
  'DELETE /v1/admin/news/{id}': [{ url: '/v1/admin/news/999', method: 'DELETE', status: 404 }],
  'GET /v1/cp168/wap/jihua/cps': ['/v1/cp168/wap/jihua/cps?jihuaType=zhuanJia', '/v1/cp168/wap/jihua/cps'],
  'GET /v1/cp168/apis/cpTrendTypes/{code}': ['/v1/cp168/apis/cpTrendTypes/jspk10'],
  'GET /v1/cp168/apis/cpTrend/{code}': [
    '/v1/cp168/apis/cpTrend/jspk10?trendTypes=basic,guanYaHe,longHu&count=50',
    '/v1/cp168/apis/cpTrend/hk6?trendTypes=basic,zodiac&count=20',
    '/v1/cp168/apis/cpTrend/fc3d?trendTypes=bogus',
  ],
  'GET /v1/cp168/apis/cpTrend/{code}/{type}': ['/v1/cp168/apis/cpTrend/fc3d/basic?count=10'],
  'GET /v1/cp168/apis/cpStatistics/{code}/todayNumberStatistics': [
    '/v1/cp168/apis/cpStatistics/jspk10/todayNumberStatistics',
  ],
  'GET /v1/cp168/apis/cpStatistics/{code}/{type}': ['/v1/cp168/apis/cpStatistics/jspk10/basic?count=30'],
  'GET /v1/cp168/apis/changlong': ['/v1/cp168/apis/changlong?min=2', '/v1/cp168/apis/changlong?min=1'],
  'POST /v1/admin/draws/{code}': [
    {
      url: '/v1/admin/draws/pl3',
      method: 'POST',
      body: { period: '26314', drawDate: '2026-11-10', balls: [1, 2, 3] },
    },
    { url: '/v1/admin/draws/pl3', method: 'POST', body: [{ period: '26315', balls: [1] }], status: 400 },
  ],
  'PUT /v1/admin/draws/{code}/{period}': [
    { url: '/v1/admin/draws/fc3d/2026324', method: 'PUT', body: { balls: [1, 2, 3], reason: '测试更正' } },
    { url: '/v1/admin/draws/fc3d/2026324', method: 'PUT', body: { balls: [1], reason: '测试更正' }, status: 400 },
  ],
  'GET /v1/admin/draws/{code}/corrections': ['/v1/admin/draws/fc3d/corrections'],
};
for (const base of ['/v1/cp168/apis', '/v1/cp168/wap']) {
  SAMPLES[`GET ${base}/site/info`] = [`${base}/site/info`];
  SAMPLES[`GET ${base}/cps`] = [`${base}/cps`, `${base}/cps?categoryCode=hotLottery`];
  SAMPLES[`GET ${base}/draw/info/{code}`] = [
    `${base}/draw/info/jspk10`,
    `${base}/draw/info/xyft`,
    `${base}/draw/info/x`,
  ];
  SAMPLES[`GET ${base}/draw/infoDetail`] = [`${base}/draw/infoDetail?cpCode=hk6,fc3d,jspk10`];
  SAMPLES[`GET ${base}/draw/history/{code}`] = [`${base}/draw/history/hk6?size=20`, `${base}/draw/history/hk6?page=0`];
  SAMPLES[`GET ${base}/news`] = [`${base}/news`, `${base}/news?page=0`];
  SAMPLES[`GET ${base}/news/{id}`] = [`${base}/news/1`, `${base}/news/x`];
  // A stream that never ends: only its refusal is a JSON body (draw events are tested in events.test.ts).
  SAMPLES[`GET ${base}/draw/events`] = [`${base}/draw/events?codes=nope`];
}
Object.assign(SAMPLES, memberSamples(), guessSamples(), predictionSamples(), gallerySamples());
const MEDIA_TYPES: Record<string, string> = {
  'GET /v1/cp168/files/{name}': 'image/webp',
  'GET /v1/cp168/apis/draw/events': 'text/event-stream',
  'GET /v1/cp168/wap/draw/events': 'text/event-stream',
  'GET /v1/cp168/tukus/papers/{categoryId}/{file}': 'image/svg+xml',
};

describe('every response matches its documented schema', () => {
  let t: T;
  let members: SampleContext;
  let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
  const ajv = new Ajv({ strict: false, allErrors: true });
  beforeAll(async () => {
    const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    t = await buildTestApp({
      clock,
      env: { SIMULATE: 'jspk10,hk6,fc3d', INGEST_KEY: KEY, ADMIN_KEY: SAMPLE_ADMIN_KEY },
      members: { hashCost: { memoryCost: 1024, timeCost: 1 } },
    });
    await t.app.drawEngine.catchUp(clock.now());
    await t.app.outbox.drain(); // the prediction samples answer with real plans
    const { captchaId } = await t.app.members.captchas.create();
    const captcha = (await t.app.members.captchas.answer(captchaId))!.answer;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/v1/cp168/apis/register',
      payload: { userName: 'wire_member', password: 'secret123', captchaId, captcha },
    });
    const memberId = registered.json().data.userID as number;
    members = sampleContext(t.app, () => memberId);
    doc = (await t.app.inject('/docs/json')).json();
  });
  afterAll(() => closeTestApp(t));

  const operations = () =>
    Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
    );

  it('documents a response schema for 200, 4xx and 5xx on every route, and has a sample for each', () => {
    const keys = operations().map((o) => o.key);
    expect(keys.length).toBeGreaterThanOrEqual(26);
    expect(keys.filter((k) => !SAMPLES[k])).toEqual([]);
    expect(Object.keys(SAMPLES).filter((k) => !keys.includes(k))).toEqual([]);
    for (const { key, op } of operations()) {
      expect([key, Object.keys(op.responses).sort()]).toEqual([key, ['200', '4XX', '5XX']]);
      expect([key, Object.keys(op.responses['200'].content ?? {})]).toEqual([
        key,
        [MEDIA_TYPES[key] ?? 'application/json'],
      ]);
    }
  });

  it('answers every sample with a body its schema accepts (at / and under /api)', async () => {
    const validators = new Map<Schema, ValidateFunction>();
    const validate = (schema: Schema, body: unknown) => {
      let v = validators.get(schema);
      if (!v) validators.set(schema, (v = ajv.compile(schema)));
      return v(body) ? null : ajv.errorsText(v.errors);
    };
    const statuses = new Set<number>();
    for (const { key, op } of operations()) {
      for (const sample of SAMPLES[key]) {
        const s: MemberSample = typeof sample === 'string' ? { url: sample } : sample;
        for (const prefix of ['', '/api']) {
          const url = typeof s.url === 'function' ? await s.url(members) : s.url;
          const body = typeof s.body === 'function' ? await s.body(members) : s.body;
          // Without `auth`, a sample carries the ingest / operator key (ingest and operator routes).
          const key =
            s.auth === 'member' ? `Bearer ${await members.token()}` : s.auth === 'none' ? undefined : `Bearer ${KEY}`;
          const res = await t.app.inject({
            method: s.method ?? 'GET',
            url: prefix + url,
            headers: {
              ...s.headers,
              ...(key ? { authorization: key } : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          });
          statuses.add(res.statusCode);
          if (s.status) expect([url, res.statusCode]).toEqual([url, s.status]);
          const documented = op.responses[String(res.statusCode)] ?? op.responses[`${String(res.statusCode)[0]}XX`];
          expect([url, res.headers['content-type']]).toEqual([url, expect.stringContaining('application/json')]);
          const schema = documented?.content?.['application/json']?.schema;
          expect([url, res.statusCode, schema ? 'documented' : 'undocumented']).toEqual([
            url,
            res.statusCode,
            'documented',
          ]);
          expect([url, validate(schema!, res.json())]).toEqual([url, null]);
        }
      }
    }
    expect([...statuses].sort()).toEqual([200, 400, 401, 404, 409, 415]);
  });

  it("each family's latest draw has the ruleDetail keys its RuleDetail_<family> component documents", async () => {
    for (const code of ['jspk10', 'hk6', 'fc3d']) {
      const info = (await t.app.inject(`/v1/cp168/wap/draw/info/${code}`)).json().data;
      const component = doc.components.schemas[`RuleDetail_${info.group}`];
      const v = ajv.compile({ ...component, additionalProperties: false });
      expect([code, v(info.prePeriod.ruleDetail) ? null : ajv.errorsText(v.errors)]).toEqual([code, null]);
    }
  });
});
