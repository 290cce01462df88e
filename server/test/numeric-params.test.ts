import { closeTestApp } from './helper';
import { ADMIN, bearer, memberApp, register } from './members/helper';

type T = Awaited<ReturnType<typeof memberApp>>;
type Schema = { type?: string | string[]; minimum?: number; maximum?: number; enum?: unknown[]; default?: unknown };
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface OpenApi {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

/** Values that make a valid request for the parameters that are not under test. */
const SAMPLES: Record<string, string> = {
  code: 'jspk10',
  type: 'basic',
  cpCode: 'hk6',
  routing: '/',
  categoryId: 'hk6-kj',
};

const isInteger = (s: Schema) => s.type === 'integer' || (Array.isArray(s.type) && s.type.includes('integer'));

/** Text that is not a number, or a number outside every range this server takes. */
function badValues(s: Schema): string[] {
  const values = ['Infinity', '-Infinity', '1e999', '1e400', 'NaN', '1.5', '', 'abc', '99999999999999999999999'];
  if (s.minimum === undefined || s.minimum > -1) values.push('-1');
  if (s.minimum !== undefined) values.push(String(s.minimum - 1));
  if (s.maximum !== undefined) values.push(String(s.maximum + 1));
  return values;
}

interface Case {
  route: string;
  name: string;
  /** How the message names the request part. */
  where: string;
  schema: Schema;
  url: (value: string) => string;
}

/** Every integer parameter of every documented route (the /api twins are the same routes, hidden). */
function integerParameters(doc: OpenApi): Case[] {
  const cases: Case[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      if (method !== 'get') continue;
      const params = (op.parameters ?? []).filter((q) => q.in !== 'header');
      for (const p of params.filter((q) => isInteger(q.schema))) {
        const url = (value: string) => {
          let url = path;
          const query: string[] = [];
          for (const q of params) {
            const v = q === p ? value : (SAMPLES[q.name] ?? (q.schema.enum ? String(q.schema.enum[0]) : undefined));
            if (q.in === 'path') url = url.replace(`{${q.name}}`, encodeURIComponent(v ?? 'x'));
            else if (q.in === 'query' && (q === p || q.required))
              query.push(`${q.name}=${encodeURIComponent(v ?? 'x')}`);
          }
          return query.length ? `${url}?${query.join('&')}` : url;
        };
        const where = p.in === 'path' ? '路径参数' : '查询参数';
        cases.push({ route: `GET ${path}`, name: p.name, where, schema: p.schema, url });
      }
    }
  }
  return cases;
}

describe('integer parameters of every route', () => {
  let t: T;
  let cases: Case[];
  let token = '';
  /** Operator routes get the admin key, member routes a member's token: the parameter is what is tested. */
  const get = (url: string) =>
    t.app.inject({ url, headers: url.replace(/^\/api/, '').startsWith('/v1/admin/') ? ADMIN : bearer(token) });

  beforeAll(async () => {
    t = await memberApp({ env: { SIMULATE: 'jspk10' } });
    await t.app.ready();
    const member = await register(t.app, 'numeric_params');
    token = member.token;
    SAMPLES.id = String(member.userID); // a member's page, when the id is not the parameter under test
    cases = integerParameters(t.app.swagger() as unknown as OpenApi);
  }, 240_000);
  afterAll(() => closeTestApp(t));

  it('are found in the routes themselves, each with explicit bounds', () => {
    const found = cases.map((c) => `${c.route} ${c.name}`);
    for (const base of ['/v1/cp168/apis', '/v1/cp168/wap'])
      expect(found).toEqual(
        expect.arrayContaining([`GET ${base}/draw/history/{code} page`, `GET ${base}/draw/history/{code} size`]),
      );
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /v1/cp168/apis/changlong min',
        'GET /v1/cp168/apis/cpTrend/{code} count',
        'GET /v1/cp168/apis/cpTrend/{code}/{type} count',
        'GET /v1/cp168/apis/cpStatistics/{code}/{type} count',
        'GET /v1/cp168/apis/cpStatistics/{code}/todayNumberStatistics count',
      ]),
    );
    for (const c of cases) {
      expect([c.route, c.name, typeof c.schema.minimum, typeof c.schema.maximum]).toEqual([
        c.route,
        c.name,
        'number',
        'number',
      ]);
    }
  });

  it('take the values at their bounds (a trend over its cost cap is refused for that, not for its count)', async () => {
    for (const c of cases) {
      for (const value of [c.schema.minimum, c.schema.maximum]) {
        for (const prefix of ['', '/api']) {
          const r = await get(prefix + c.url(String(value)));
          const outcome = r.statusCode === 200 ? 200 : r.json().code;
          // Taken, and then refused for what it names: a trend over its cost cap, a member id nobody has.
          const refusedAfter =
            (outcome === 'TREND_TOO_LARGE' && c.route.includes('/cpTrend/')) ||
            (outcome === 'MEMBER_NOT_FOUND' && c.name === 'id' && value !== Number(SAMPLES.id));
          expect([c.route, c.name, value, outcome]).toEqual([c.route, c.name, value, refusedAfter ? outcome : 200]);
        }
      }
    }
  });

  it('refuse a value that is not a finite integer in range: 400 with the envelope, in Chinese', async () => {
    let checked = 0;
    for (const c of cases) {
      for (const value of badValues(c.schema)) {
        for (const prefix of ['', '/api']) {
          const url = prefix + c.url(value);
          const r = await get(url);
          const body = r.json();
          expect([url, r.statusCode, body.status, body.code]).toEqual([url, 400, 0, 'BAD_REQUEST']);
          expect(body.message).toBe(
            `${c.where}不正确：${c.name} 应当是 ${c.schema.minimum} 到 ${c.schema.maximum} 之间的整数`,
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('changlong min=±Infinity no longer answers 200 (empty, or everything)', async () => {
    for (const min of ['Infinity', '-Infinity'])
      expect((await t.app.inject(`/v1/cp168/apis/changlong?min=${min}`)).statusCode).toBe(400);
  });
});
