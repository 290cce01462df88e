import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/config';
import { FakeClock, addTestMembers, at, buildTestApp, closeTestApp, openTestDb, usingPostgres } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const ADMIN = 'admin-key-0123456789abcdef';
const INGEST = 'ingest-key-0123456789abcdef';
const draw = { period: '2026324', drawDate: '2026-11-20', balls: [1, 2, 3] };

/** Routes a member feature would have, added to the real app for the test. */
function addProbeRoutes(t: T) {
  t.app.get('/probe/member', { preHandler: t.app.authenticate }, async (req) => ({ status: 1, data: req.member }));
  t.app.get('/probe/anyone', { preHandler: t.app.identify }, async (req) => ({ status: 1, data: req.member }));
  t.app.get('/probe/admin', { preHandler: t.app.requireAdmin }, async () => ({ status: 1, data: 'ok' }));
}

const get = (t: T, url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

describe('auth plugin: member routes', () => {
  let t: T;
  const clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    await addTestMembers(t.db, 5, 6);
    addProbeRoutes(t);
  });
  afterAll(() => closeTestApp(t));

  it('authenticate lets a valid token through and puts the member on the request', async () => {
    const { token, sessionId } = await t.app.tokens.issue(5);
    const res = await get(t, '/probe/member', `Bearer ${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ memberId: 5, sessionId });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['Bearer alone', 'Bearer'],
    ['Bearer and spaces', 'Bearer    '],
    ['garbage', 'Bearer not-a-token'],
    ['three dots', 'Bearer a.b.c'],
    ['a huge header', `Bearer ${'x'.repeat(6000)}`],
  ])('refuses %s with 401 UNAUTHORIZED 请先登录', async (_label, header) => {
    const res = await get(t, '/probe/member', header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, code: 'UNAUTHORIZED', message: '请先登录' });
  });

  it('an expired or revoked token gets 401 TOKEN_EXPIRED 登录已过期，请重新登录', async () => {
    const expired = await t.app.tokens.issue(5);
    clock.advance(1800_000);
    const revoked = await t.app.tokens.issue(5);
    await t.app.tokens.revoke(revoked.sessionId);
    for (const token of [expired.token, revoked.token]) {
      const res = await get(t, '/probe/member', `Bearer ${token}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, code: 'TOKEN_EXPIRED', message: '登录已过期，请重新登录' });
    }
  });

  it('identify never refuses: a guest or a bad token is null, a valid token is the member', async () => {
    const { token, sessionId } = await t.app.tokens.issue(6);
    expect((await get(t, '/probe/anyone')).json()).toEqual({ status: 1, data: null });
    expect((await get(t, '/probe/anyone', 'Bearer junk')).json()).toEqual({ status: 1, data: null });
    expect((await get(t, '/probe/anyone', `Bearer ${token}`)).json().data).toEqual({ memberId: 6, sessionId });
  });
});

describe('auth plugin: operator keys', () => {
  it('operator routes are off (403 ADMIN_DISABLED) while ADMIN_KEY is unset', async () => {
    const t = await buildTestApp();
    addProbeRoutes(t);
    const res = await get(t, '/probe/admin', `Bearer ${ADMIN}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ADMIN_DISABLED');
    expect(res.json().message).toContain('ADMIN_KEY');
    await closeTestApp(t);
  });

  it('ADMIN_KEY opens the operator routes and ingest; INGEST_KEY opens ingest only', async () => {
    const t = await buildTestApp({ env: { ADMIN_KEY: ADMIN, INGEST_KEY: INGEST } });
    addProbeRoutes(t);
    expect((await get(t, '/probe/admin', `Bearer ${ADMIN}`)).statusCode).toBe(200);
    expect((await get(t, '/probe/admin')).json().code).toBe('UNAUTHENTICATED');
    expect((await get(t, '/probe/admin', `Bearer ${INGEST}`)).json().code).toBe('FORBIDDEN');
    expect((await get(t, '/probe/admin', `Bearer ${ADMIN}x`)).statusCode).toBe(403);
    const ingest = (key: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/draws/fc3d',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        payload: JSON.stringify(body),
      });
    expect((await ingest(INGEST, draw)).json().data.inserted).toBe(1);
    // (2026325 of 2026-11-21 is not due at the test clock's 09:30: an earlier period.)
    expect((await ingest(ADMIN, { ...draw, period: '2026323', drawDate: '2026-11-19' })).json().data.inserted).toBe(1);
    expect((await ingest('wrong-key', draw)).statusCode).toBe(403);
    await closeTestApp(t);
  });

  it('ADMIN_KEY alone also opens ingest', async () => {
    const t = await buildTestApp({ env: { ADMIN_KEY: ADMIN } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/draws/fc3d',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify(draw),
    });
    expect(res.statusCode).toBe(200);
    await closeTestApp(t);
  });

  it('a gzip-compressed body is taken on a route with a body; a read ignores a stray content-encoding', async () => {
    const t = await buildTestApp({ env: { ADMIN_KEY: ADMIN } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/draws/fc3d',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', authorization: `Bearer ${ADMIN}` },
      payload: gzipSync(JSON.stringify(draw)),
    });
    expect(res.json().data.inserted).toBe(1);
    const read = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'content-encoding': 'gzip' } });
    expect(read.statusCode).toBe(200);
    await closeTestApp(t);
  });
});

describe('the token secret', () => {
  it('refuses to start with a JWT_SECRET shorter than 32 characters, or an ADMIN_KEY shorter than 16', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET 太短：至少需要 32 个字符/);
    expect(() => loadConfig({ ADMIN_KEY: 'short' })).toThrow(/ADMIN_KEY 太短/);
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
  });

  it('without JWT_SECRET, one random secret is kept in the database and shared by every app on it', async () => {
    const db = await openTestDb();
    const a = await buildTestApp({ db });
    const b = await buildTestApp({ db });
    await addTestMembers(db, 3);
    const rows = (await db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'jwt'")).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].value.length).toBeGreaterThanOrEqual(64);
    const { token } = await a.app.tokens.issue(3);
    expect((await b.app.tokens.verify(token)).ok).toBe(true);
    // An app with JWT_SECRET set does not accept tokens signed with the stored secret.
    const c = await buildTestApp({ db, env: { JWT_SECRET: 'j'.repeat(40) } });
    expect(await c.app.tokens.verify(token)).toEqual({ ok: false, reason: 'invalid' });
    const fromC = await c.app.tokens.issue(3);
    expect((await c.app.tokens.verify(fromC.token)).ok).toBe(true);
    for (const x of [a, b, c]) await x.app.close();
    await db.close();
  });

  (usingPostgres ? it : it.skip)('the stored secret is created once even when nodes start together', async () => {
    const db = await openTestDb();
    const apps = await Promise.all([1, 2, 3].map(() => buildTestApp({ db })));
    await addTestMembers(db, 1);
    const { token } = await apps[0].app.tokens.issue(1);
    for (const x of apps) expect((await x.app.tokens.verify(token)).ok).toBe(true);
    for (const x of apps) await x.app.close();
    await db.close();
  });
});
