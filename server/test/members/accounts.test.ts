import { closeTestApp } from '../helper';
import { ADMIN, login, memberApp, register, send, SLOW, solvedCaptcha } from './helper';
import type { T } from './helper';

jest.setTimeout(SLOW);

const MINUTE = 60_000;

describe('GET verify: captchas', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  beforeAll(async () => {
    t = await memberApp();
  });
  afterAll(() => closeTestApp(t));

  const registerWith = (userName: string, captcha: { captchaId: string; captcha: string }) =>
    send(t.app, 'POST', '/v1/cp168/apis/register', { userName, password: 'secret123', ...captcha });

  it('hands out an SVG picture (data URL) with an id, valid 5 minutes, never cached', async () => {
    const res = await t.app.inject('/v1/cp168/apis/verify');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { captchaId, image, expiresAt } = res.json().data;
    expect(captchaId).toMatch(/^[0-9a-f-]{36}$/);
    expect(expiresAt).toBe('2026-11-21T09:35:41.000+08:00');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1], 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/);
    // The answer is drawn as paths, never written as text.
    const { captcha } = await solvedCaptcha(t.app);
    expect(captcha).toMatch(/^[2-9A-Za-z]{4}$/);
    expect(svg).not.toContain('<text');
  });

  it('is single use: the right answer works once', async () => {
    const c = await solvedCaptcha(t.app);
    expect((await registerWith('captcha_once', c)).status).toBe(200);
    const again = await registerWith('captcha_twice', c);
    expect([again.status, again.body.code, again.body.message]).toEqual([
      400,
      'CAPTCHA_EXPIRED',
      '图形验证码已失效，请刷新后重试',
    ]);
  });

  it('a wrong answer uses it up too (one guess per captcha)', async () => {
    const c = await solvedCaptcha(t.app);
    const wrong = await registerWith('captcha_wrong', { ...c, captcha: c.captcha === 'AAAA' ? 'BBBB' : 'AAAA' });
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([
      400,
      'CAPTCHA_WRONG',
      '图形验证码不正确，请刷新后重试',
    ]);
    expect((await registerWith('captcha_wrong', c)).body.code).toBe('CAPTCHA_EXPIRED');
  });

  it('compares without regard to case (and ignores surrounding spaces)', async () => {
    const lower = await solvedCaptcha(t.app);
    expect((await registerWith('case_lower', { ...lower, captcha: lower.captcha.toLowerCase() })).status).toBe(200);
    const upper = await solvedCaptcha(t.app);
    expect((await registerWith('case_upper', { ...upper, captcha: ` ${upper.captcha.toUpperCase()} ` })).status).toBe(
      200,
    );
  });

  it('expires after 5 minutes', async () => {
    const young = await solvedCaptcha(t.app);
    const old = await solvedCaptcha(t.app);
    t.clock.advance(5 * MINUTE - 1000);
    expect((await registerWith('captcha_young', young)).status).toBe(200);
    t.clock.advance(1000);
    expect((await registerWith('captcha_old', old)).body.code).toBe('CAPTCHA_EXPIRED');
    // …and the operator route no longer knows it.
    const res = await t.app.inject({ url: `/v1/admin/captchas/${old.captchaId}`, headers: ADMIN });
    expect([res.statusCode, res.json().code]).toEqual([404, 'CAPTCHA_NOT_FOUND']);
  });

  it('refuses an id that is not one (400 with the field) and an unknown one (CAPTCHA_EXPIRED)', async () => {
    const bad = await registerWith('captcha_bad', { captchaId: 'nope', captcha: 'abcd' });
    expect([bad.status, bad.body.details]).toEqual([400, { field: 'captchaId' }]);
    const unknown = await registerWith('captcha_unknown', {
      captchaId: '00000000-0000-4000-8000-000000000000',
      captcha: 'abcd',
    });
    expect(unknown.body.code).toBe('CAPTCHA_EXPIRED');
  });

  it('the operator route needs ADMIN_KEY and does not use the captcha up', async () => {
    const c = await solvedCaptcha(t.app);
    const noKey = await t.app.inject(`/v1/admin/captchas/${c.captchaId}`);
    expect([noKey.statusCode, noKey.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const wrongKey = await t.app.inject({
      url: `/v1/admin/captchas/${c.captchaId}`,
      headers: { authorization: 'Bearer wrong-key-0123456789' },
    });
    expect(wrongKey.statusCode).toBe(403);
    expect((await registerWith('after_admin_read', c)).status).toBe(200);
  });

  it('gives one address at most 100 captchas in 10 minutes (429 with Retry-After)', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 100; i++)
      expect((await t.app.inject({ url: '/v1/cp168/apis/verify', remoteAddress: ip })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/v1/cp168/apis/verify', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: '获取验证码过于频繁，请稍后再试' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/v1/cp168/apis/verify', remoteAddress: '198.51.100.78' })).statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect((await t.app.inject({ url: '/v1/cp168/apis/verify', remoteAddress: ip })).statusCode).toBe(200);
  });
});

describe('POST register', () => {
  let t: T;
  beforeAll(async () => {
    t = await memberApp();
  });
  afterAll(() => closeTestApp(t));

  const attempt = async (body: Record<string, unknown>, ip?: string) =>
    send(t.app, 'POST', '/v1/cp168/apis/register', { ...(await solvedCaptcha(t.app)), ...body }, { ip });

  it('creates the member and logs in: token, userID, userName, and the week’s first-login 1000 points', async () => {
    const dto = await register(t.app, 'New_Member', 'secret123', { phone: '13800138000' });
    expect(dto).toEqual({
      token: expect.any(String),
      userID: expect.any(Number),
      userName: 'New_Member',
      weeklyBonus: 1000,
    });
    const me = await send(t.app, 'GET', '/v1/cp168/apis/me', undefined, { token: dto.token });
    expect(me.body.data).toMatchObject({ userID: dto.userID, userName: 'New_Member', score: 1000 });
  });

  it.each([
    [{ userName: 'abc' }, 'userName', '用户名应为 4–16 位字母、数字或下划线'],
    [{ userName: 'bad name' }, 'userName', '用户名应为 4–16 位字母、数字或下划线'],
    [{ userName: '<img src=x onerror=alert(1)>' }, 'userName', '用户名应为 4–16 位字母、数字或下划线'],
    [{ userName: 'x'.repeat(10 * 1024) }, 'userName', '用户名应为 4–16 位字母、数字或下划线'], // 10 KB
    [{ password: 'abcdefgh' }, 'password', '密码应为 8–32 位，且同时包含字母和数字'],
    [{ password: '1234567' }, 'password', '密码应为 8–32 位，且同时包含字母和数字'],
    [{ phone: '12345678901' }, 'phone', '请输入正确的手机号码'],
    [{ userName: undefined }, 'userName', '请填写用户名'],
    [{ captcha: undefined }, 'captcha', '请填写图形验证码'],
    [{ role: 'admin' }, 'role', '请求体中有无法识别的字段'],
  ])('refuses a bad field (case %#) with a Chinese message naming it', async (change, field, message) => {
    const res = await attempt({ userName: 'valid_name', password: 'secret123', ...change });
    expect([res.status, res.body]).toEqual([400, { status: 0, code: 'BAD_REQUEST', message, details: { field } }]);
  });

  it('keeps user names unique without regard to case', async () => {
    await register(t.app, 'Case_Name');
    const res = await attempt({ userName: 'case_NAME', password: 'secret123' });
    expect([res.status, res.body]).toEqual([
      409,
      { status: 0, code: 'USER_NAME_TAKEN', message: '该用户名已被注册', details: { field: 'userName' } },
    ]);
    expect((await login(t.app, 'CASE_NAME', 'secret123')).status).toBe(200);
  });

  it('keeps phone numbers unique', async () => {
    await register(t.app, 'phone_one', 'secret123', { phone: '13900139000' });
    const res = await attempt({ userName: 'phone_two', password: 'secret123', phone: '13900139000' });
    expect([res.status, res.body.code, res.body.message]).toEqual([409, 'PHONE_TAKEN', '该手机号已被其他账号绑定']);
  });

  it('two registrations of one name at once: one account, the other gets 409', async () => {
    const bodies = await Promise.all(
      ['Racer_1', 'RACER_1', 'racer_1'].map(async (userName) => ({
        userName,
        password: 'secret123',
        ...(await solvedCaptcha(t.app)),
      })),
    );
    const results = await Promise.all(bodies.map((b) => send(t.app, 'POST', '/v1/cp168/apis/register', b)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const n = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM members WHERE lower(user_name) = 'racer_1'",
    );
    expect(n.rows[0].n).toBe(1);
  });

  it('gives one address at most 20 registrations an hour', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 20; i++)
      expect((await register(t.app, `burst_${i}`, 'secret123', { ip })).userName).toBe(`burst_${i}`);
    const refused = await attempt({ userName: 'burst_20', password: 'secret123' }, ip);
    expect([refused.status, refused.body.message]).toEqual([429, '注册过于频繁，请稍后再试']);
  });
});

describe('passwords are stored as argon2id', () => {
  it('with the default cost (19 MiB, 2 passes), never in clear, never returned', async () => {
    const t = await memberApp({ members: { hashCost: undefined } });
    const dto = await register(t.app, 'hash_check', 'Secret-Pass-42');
    const row = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE id = $1', [
      dto.userID,
    ]);
    expect(row.rows[0].password_hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    expect(row.rows[0].password_hash).not.toContain('Secret-Pass-42');
    for (const url of ['/v1/cp168/apis/me', '/v1/cp168/apis/me/basicInfo']) {
      const res = await t.app.inject({ url, headers: { authorization: `Bearer ${dto.token}` } });
      expect(res.body).not.toMatch(/argon2|Secret-Pass-42|password/i);
    }
    await closeTestApp(t);
  });
});
