import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { API_POLICY } from '../src/lib/csp';
import { SECURITY_HEADERS, securityHeadersPlugin } from '../src/plugins/securityHeaders';
import { FakeClock, at, buildTestApp, closeTestApp } from './helper';

/** Every header of a response as sent (names in their case, in order), but Date. */
function rawHeaders(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<{ status: number; headers: string[][] }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        res.resume();
        const pairs: string[][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i] !== 'Date') pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: pairs }));
      })
      .on('error', reject);
  });
}

/** The same routes under helmet (as app.ts registered it before) or under the plugin. */
async function small(headers: 'helmet' | 'plugin'): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  if (headers === 'helmet')
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: API_POLICY },
      frameguard: false,
      crossOriginEmbedderPolicy: false,
    });
  else await app.register(securityHeadersPlugin);
  app.get('/json', async () => ({ status: 1, data: { ok: true } }));
  // As a page does: its own policy and framing, cache headers.
  app.get('/page', async (_req, reply) => {
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', "default-src 'self'")
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html; charset=utf-8');
    return '<!doctype html>';
  });
  app.get('/etag', async (req, reply) => {
    reply.header('etag', '"v1"');
    if (req.headers['if-none-match'] === '"v1"') return reply.code(304).send();
    return 'body';
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('security headers (plugins/securityHeaders) are the ones helmet set', () => {
  let before: FastifyInstance;
  let after: FastifyInstance;
  beforeAll(async () => {
    [before, after] = await Promise.all([small('helmet'), small('plugin')]);
  });
  afterAll(() => Promise.all([before.close(), after.close()]));

  it.each([
    ['/json', {}],
    ['/page', {}],
    ['/etag', {}],
    ['/etag', { 'if-none-match': '"v1"' }],
    ['/fails', {}],
    ['/missing', {}],
  ])('%s %j: the same status and headers, name for name, in the same order', async (url, headers) => {
    const expected = await rawHeaders(before, url, headers);
    expect(await rawHeaders(after, url, headers)).toEqual(expected);
  });

  it('a 304 keeps them too', async () => {
    const r = await rawHeaders(after, '/etag', { 'if-none-match': '"v1"' });
    expect(r.status).toBe(304);
    expect(r.headers.slice(0, SECURITY_HEADERS.length)).toEqual(SECURITY_HEADERS.map(([n, v]) => [n, v]));
  });
});

describe('security headers of the app', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
  beforeAll(async () => {
    t = await buildTestApp({ clock, env: { SIMULATE: 'jspk10' } });
    await t.app.drawEngine.catchUp(clock.now());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => closeTestApp(t));

  it('draw/info: the security headers first, then its own, as before', async () => {
    const r = await rawHeaders(t.app, '/v1/cp168/wap/draw/info/jspk10');
    expect(r.status).toBe(200);
    expect(r.headers.map(([n]) => n)).toEqual([
      ...SECURITY_HEADERS.map(([n]) => n),
      'content-type',
      'content-length',
      'Connection',
      'Keep-Alive',
    ]);
    expect(r.headers[0]).toEqual(['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"]);
  });

  it('draw/info kept between requests: only the server time moves, and a new draw is there at once', async () => {
    const first = await t.app.inject('/v1/cp168/wap/draw/info/jspk10');
    clock.advance(1_234);
    const second = await t.app.inject('/v1/cp168/wap/draw/info/jspk10');
    expect(second.json().data.serverTime).toBe('2026-11-21T09:30:42.234+08:00');
    expect(second.body).toBe(first.body.replace('09:30:41.000', '09:30:42.234'));
    expect(second.headers['content-length']).toBe(String(Buffer.byteLength(second.body)));
    clock.advance(75_000);
    await t.app.drawEngine.catchUp(clock.now());
    const third = (await t.app.inject('/v1/cp168/wap/draw/info/jspk10')).json().data;
    expect(third.prePeriod.period).toBe('20261121-0458');
    expect(third.nextPeriod.period).toBe('20261121-0459');
  });
});
