import { closeTestApp } from '../helper';
import { bearer, login, memberApp, register, send, SLOW } from './helper';

jest.setTimeout(SLOW);

const SECOND = 1000;
const EXPIRED = { status: 0, code: 'TOKEN_EXPIRED', message: '登录已过期，请重新登录' };
const UNAUTHORIZED = { status: 0, code: 'UNAUTHORIZED', message: '请先登录' };

describe('tokens: renewal, expiry, logout, password change', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  beforeAll(async () => {
    t = await memberApp();
  });
  afterAll(() => closeTestApp(t));

  const me = (token: string) => send(t.app, 'GET', '/v1/cp168/apis/me', undefined, { token });
  const renew = (token: string, url = '/v1/cp168/wap/renewToken') => send(t.app, 'POST', url, undefined, { token });

  it.each(['/v1/cp168/wap/renewToken', '/v1/cp168/apis/renewToken', '/api/v1/cp168/wap/renewToken'])(
    '%s gives a fresh token; the old one works 30 s more, then is expired',
    async (url) => {
      const { token } = await register(t.app, `renew_${url.length}_${url.startsWith('/api') ? 'a' : 'b'}`);
      const renewed = await renew(token, url);
      expect(renewed.status).toBe(200);
      const fresh = renewed.body.data.token;
      expect(fresh).not.toBe(token);
      expect((await me(fresh)).status).toBe(200);
      t.clock.advance(29 * SECOND);
      expect((await me(token)).status).toBe(200);
      t.clock.advance(SECOND);
      expect((await me(token)).body).toEqual(EXPIRED);
      expect((await me(fresh)).status).toBe(200);
    },
  );

  it('refuses renewal without a token or with a foreign one (401 UNAUTHORIZED)', async () => {
    expect((await send(t.app, 'POST', '/v1/cp168/wap/renewToken')).body).toEqual(UNAUTHORIZED);
    expect((await renew('not.a.token')).body).toEqual(UNAUTHORIZED);
  });

  it('a token expires after TOKEN_TTL_SECONDS (1800 s); while the session lives it can still be renewed', async () => {
    const { token } = await register(t.app, 'ttl_member');
    t.clock.advance(1800 * SECOND);
    expect([(await me(token)).status, (await me(token)).body]).toEqual([401, EXPIRED]);
    const renewed = await renew(token);
    expect(renewed.status).toBe(200);
    expect((await me(renewed.body.data.token)).status).toBe(200);
  });

  it('logout ends the session: its tokens are refused and cannot be renewed; a second logout says so', async () => {
    const { token } = await register(t.app, 'logout_member');
    const out = await send(t.app, 'POST', '/v1/cp168/apis/logout', undefined, { token });
    expect([out.status, out.body]).toEqual([200, { status: 1, data: { ended: true } }]);
    expect((await me(token)).body).toEqual(EXPIRED);
    expect((await renew(token)).body).toEqual(EXPIRED);
    expect((await send(t.app, 'POST', '/v1/cp168/apis/logout', undefined, { token })).body.data).toEqual({
      ended: false,
    });
    expect((await send(t.app, 'POST', '/v1/cp168/apis/logout')).body).toEqual(UNAUTHORIZED);
    expect((await send(t.app, 'POST', '/v1/cp168/apis/logout', undefined, { token: 'x.y.z' })).body).toEqual(
      UNAUTHORIZED,
    );
  });

  it('logout with a token past its lifetime still ends the session (it could have been renewed)', async () => {
    const { token } = await register(t.app, 'late_logout');
    t.clock.advance(3600 * SECOND);
    expect((await send(t.app, 'POST', '/v1/cp168/apis/logout', undefined, { token })).body.data).toEqual({
      ended: true,
    });
    expect((await renew(token)).body).toEqual(EXPIRED);
  });

  it('a password change keeps this session and ends every other one', async () => {
    const first = await register(t.app, 'pw_changer', 'oldPass123');
    const second = (await login(t.app, 'pw_changer', 'oldPass123')).body.data.token;
    const third = (await login(t.app, 'pw_changer', 'oldPass123')).body.data.token;
    const res = await send(
      t.app,
      'PUT',
      '/v1/cp168/apis/me/password',
      { oldPassword: 'oldPass123', newPassword: 'newPass456' },
      { token: first.token },
    );
    expect([res.status, res.body.data]).toEqual([200, { endedSessions: 2 }]);
    expect((await me(first.token)).status).toBe(200);
    expect((await me(second)).body).toEqual(EXPIRED);
    expect((await renew(third)).body).toEqual(EXPIRED);
    expect((await login(t.app, 'pw_changer', 'oldPass123')).body.code).toBe('LOGIN_FAILED');
    expect((await login(t.app, 'pw_changer', 'newPass456')).status).toBe(200);
  });

  it.each([
    [{ oldPassword: 'wrongPass1', newPassword: 'newPass456' }, 400, 'PASSWORD_WRONG', '原密码不正确'],
    [{ oldPassword: 'samePass1', newPassword: 'samePass1' }, 400, 'PASSWORD_UNCHANGED', '新密码不能与原密码相同'],
    [
      { oldPassword: 'samePass1', newPassword: 'short1' },
      400,
      'BAD_REQUEST',
      '新密码应为 8–32 位，且同时包含字母和数字',
    ],
    [{ oldPassword: 'samePass1' }, 400, 'BAD_REQUEST', '请填写新密码'],
  ])('refuses the password change %j', async (body, status, code, message) => {
    const { token } = await register(
      t.app,
      `pw_${code.toLowerCase().slice(0, 10)}_${Object.keys(body).length}`,
      'samePass1',
    );
    const res = await send(t.app, 'PUT', '/v1/cp168/apis/me/password', body, { token });
    expect([res.status, res.body.code, res.body.message]).toEqual([status, code, message]);
  });
});

describe('every member route answers 401 without a valid token', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  let routes: Array<{ method: string; url: string }>;
  beforeAll(async () => {
    t = await memberApp();
    const doc = (await t.app.inject('/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: Array<Record<string, unknown>> }>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => op.security?.some((s) => 'memberToken' in s))
        .map(([method, op]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, 'x'), op })),
    );
  });
  afterAll(() => closeTestApp(t));

  it('finds the member routes in the OpenAPI document', () => {
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /v1/cp168/apis/subscribedUsers/x',
      'DELETE /v1/cp168/wap/subscribedUsers/x',
      'GET /v1/cp168/apis/checkPrediction',
      'GET /v1/cp168/apis/me',
      'GET /v1/cp168/apis/me/basicInfo',
      'GET /v1/cp168/apis/me/predictionReport',
      'GET /v1/cp168/apis/me/predictions',
      'GET /v1/cp168/apis/me/scoreHistories',
      'GET /v1/cp168/apis/subscribedUsers',
      'GET /v1/cp168/wap/checkPrediction',
      'GET /v1/cp168/wap/subscribedUsers',
      'POST /v1/cp168/apis/file',
      'POST /v1/cp168/apis/logout',
      'POST /v1/cp168/apis/me/phone/code',
      'POST /v1/cp168/apis/me/signin',
      'POST /v1/cp168/apis/predictions',
      'POST /v1/cp168/apis/renewToken',
      'POST /v1/cp168/apis/subscribedUsers',
      'POST /v1/cp168/wap/me/signin',
      'POST /v1/cp168/wap/predictions',
      'POST /v1/cp168/wap/renewToken',
      'POST /v1/cp168/wap/subscribedUsers',
      'PUT /v1/cp168/apis/me/basicInfo',
      'PUT /v1/cp168/apis/me/password',
      'PUT /v1/cp168/apis/me/phone',
    ]);
  });

  it('without a token, with garbage, with an expired and with a logged-out token (at / and under /api)', async () => {
    const { token: expired } = await register(t.app, 'expired_one');
    const { token: ended } = await register(t.app, 'ended_one');
    await send(t.app, 'POST', '/v1/cp168/apis/logout', undefined, { token: ended });
    t.clock.advance(1800 * SECOND);
    for (const { method, url } of routes)
      for (const prefix of ['', '/api'])
        for (const [authorization, body] of [
          [undefined, UNAUTHORIZED],
          ['Bearer garbage', UNAUTHORIZED],
          [`Bearer ${expired}`, EXPIRED],
          [`Bearer ${ended}`, EXPIRED],
        ] as const) {
          // By design, renewToken takes a token past its lifetime while its session lives, and logout
          // answers any token this server signed (ended: false when its session had ended already).
          if (authorization === `Bearer ${expired}` && /renewToken|logout/.test(url)) continue;
          if (authorization === `Bearer ${ended}` && /logout/.test(url)) continue;
          const res = await t.app.inject({
            method: method as 'GET',
            url: prefix + url,
            headers: authorization ? { authorization } : {},
            // A body that would be refused if it were read: the token is checked first.
            payload: method === 'GET' ? undefined : { unexpected: 'x'.repeat(100) },
          });
          expect([method, prefix + url, authorization?.slice(0, 12), res.statusCode, res.json()]).toEqual([
            method,
            prefix + url,
            authorization?.slice(0, 12),
            401,
            body,
          ]);
        }
  });

  it('the token is sent as a bearer header only (a cookie or query token is not a login)', async () => {
    const { token } = await register(t.app, 'header_only');
    expect((await t.app.inject({ url: `/v1/cp168/apis/me?token=${token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/cp168/apis/me', headers: { cookie: `token=${token}` } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: '/v1/cp168/apis/me', headers: bearer(token) })).statusCode).toBe(200);
  });
});
