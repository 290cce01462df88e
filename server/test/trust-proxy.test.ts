import { ConfigError, loadConfig } from '../src/config';
import { parseTrustProxy } from '../src/lib/trustProxy';
import { buildTestApp, closeTestApp } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;
const KEY = 'trust-proxy-ingest-key-0123';
/** The ingest route's own limit (ingest/routes.ts). */
const INGEST_PER_MINUTE = 120;

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1,fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
  ])('%j is %j', (raw, policy) => {
    expect(parseTrustProxy(raw)).toEqual(policy);
    expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(policy);
  });

  it.each([
    ['true', /TRUST_PROXY=true would believe any X-Forwarded-For/],
    ['11', /more than 10/],
    ['-1', /not an address: "-1"/],
    ['1.5', /not an address: "1.5"/],
    ['nginx', /not an address: "nginx"/],
    ['127.0.0.1,', /not an address: ""/],
    ['10.0.0.0/33', /not an address: "10.0.0.0\/33"/],
    ['::1/129', /not an address: "::1\/129"/],
    ['127.0.0.1/8x', /not an address/],
  ])('refuses %j at start with a message that says what it takes', (raw, message) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(message);
  });
});

/**
 * How each policy sees a client: the socket address a request arrives from and the
 * X-Forwarded-For it carries, for a client that writes `forged` into the header itself.
 * Without a proxy the client talks to the server directly; behind nginx the socket is nginx's
 * and nginx appends the address it saw ($proxy_add_x_forwarded_for).
 */
interface From {
  remoteAddress: string;
  headers: Record<string, string>;
}
const POLICIES: Array<{ name: string; env: Record<string, string>; from: (real: string, forged?: string) => From }> = [
  {
    name: 'off (no proxy)',
    env: {},
    from: (real, forged) => ({
      remoteAddress: real,
      headers: forged ? { 'x-forwarded-for': forged } : ({} as Record<string, string>),
    }),
  },
  {
    name: '1 hop (one nginx)',
    env: { TRUST_PROXY: '1' },
    from: (real, forged) => ({
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forged ? `${forged}, ${real}` : real },
    }),
  },
  {
    name: 'proxy addresses',
    env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' },
    from: (real, forged) => ({
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': forged ? `${forged}, ${real}` : real },
    }),
  },
];

const ATTACKER = '203.0.113.66';
const forgedAddress = (i: number) => `192.0.2.${i % 250}`;
/** Each test has addresses of its own, so the tests of one app do not share limit counters. */
const attackerOf = (test: number) => `203.0.113.${test}`;
const feederOf = (test: number) => `198.51.100.${test}`;

describe.each(POLICIES)('rate limits with TRUST_PROXY $name', (policy) => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { INGEST_KEY: KEY, ...policy.env }, rateLimitPerMinute: 20 });
  });
  afterAll(() => closeTestApp(t));

  const ingest = (key: string, from: From) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/draws/fc3d',
      remoteAddress: from.remoteAddress,
      headers: { ...from.headers, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] }),
    });

  it('a new forged X-Forwarded-For on every wrong-key ingest post does not escape the limit', async () => {
    for (let i = 0; i < INGEST_PER_MINUTE; i++) {
      const r = await ingest('wrong-key-wrong-key', policy.from(attackerOf(1), forgedAddress(i)));
      expect(r.statusCode).toBe(403);
    }
    const limited = await ingest('wrong-key-wrong-key', policy.from(attackerOf(1), '192.0.2.251'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 0,
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^请求过于频繁，请在 \d+ 秒后再试$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("posts that claim a feeder's address do not lock the feeder out", async () => {
    const [attacker, feeder] = [attackerOf(2), feederOf(2)];
    for (let i = 0; i <= INGEST_PER_MINUTE; i++) await ingest('wrong-key-wrong-key', policy.from(attacker, feeder));
    expect((await ingest('wrong-key-wrong-key', policy.from(attacker, feeder))).statusCode).toBe(429);
    const own = await ingest(KEY, policy.from(feeder));
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ code: 'fc3d', inserted: 1 });
  });

  it('the global API limit is neither escaped nor redirected by a forged header', async () => {
    const [attacker, feeder] = [attackerOf(3), feederOf(3)];
    const get = (from: From) => t.app.inject({ method: 'GET', url: '/v1/cp168/apis/site/info', ...from });
    for (let i = 0; i < 20; i++)
      expect((await get(policy.from(attacker, i % 2 ? feeder : forgedAddress(i)))).statusCode).toBe(200);
    const limited = await get(policy.from(attacker, feeder));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect((await get(policy.from(feeder))).statusCode).toBe(200);
  });
});

describe('the address in the logs', () => {
  it.each([
    ['off', {}, ATTACKER, { 'x-forwarded-for': '192.0.2.1' }, ATTACKER],
    ['1 hop', { TRUST_PROXY: '1' }, '127.0.0.1', { 'x-forwarded-for': `192.0.2.1, ${ATTACKER}` }, ATTACKER],
    ['127.0.0.1', { TRUST_PROXY: '127.0.0.1' }, '127.0.0.1', { 'x-forwarded-for': `192.0.2.1, ${ATTACKER}` }, ATTACKER],
    // A client that reaches the server directly, past the trusted proxy: its header is not believed.
    ['127.0.0.1, direct', { TRUST_PROXY: '127.0.0.1' }, ATTACKER, { 'x-forwarded-for': '127.0.0.1' }, ATTACKER],
  ])('with TRUST_PROXY %s is the address the limits count', async (_name, env, remoteAddress, headers, expected) => {
    const lines: string[] = [];
    const t = await buildTestApp({
      env: { INGEST_KEY: KEY, ...env },
      rateLimitPerMinute: 100,
      logger: { level: 'info', stream: { write: (line) => void lines.push(line) } },
    });
    try {
      t.app.get('/v1/test/ip', async (request) => ({ ip: request.ip }));
      const r = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/draws/fc3d',
        remoteAddress,
        headers: { ...headers, authorization: 'Bearer wrong-key-wrong-key' },
        payload: {},
      });
      expect(r.statusCode).toBe(403);
      const logged = lines.map((l) => JSON.parse(l) as Record<string, any>); // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(logged.find((l) => l.msg === 'incoming request')?.req.remoteAddress).toBe(expected);
      expect(logged.find((l) => l.msg === 'request refused')).toMatchObject({ code: 'FORBIDDEN', ip: expected });
      const ip = await t.app.inject({ method: 'GET', url: '/v1/test/ip', remoteAddress, headers });
      expect(ip.json()).toEqual({ ip: expected });
    } finally {
      await closeTestApp(t);
    }
  });
});
