import { at, closeTestApp, openTestDbPair } from '../helper';
import { PasswordHasher } from '../../src/modules/members/passwords';
import { CHEAP_HASH, login, memberApp, register, send, SLOW, solvedCaptcha } from './helper';

jest.setTimeout(SLOW);

const MINUTE = 60_000;
const LOCKED = {
  status: 0,
  code: 'LOGIN_LOCKED',
  message: '登录失败次数过多，请 15 分钟后再试',
  details: { retryAfterSeconds: 900 },
};
const FAILED = { status: 0, code: 'LOGIN_FAILED', message: '用户名或密码错误' };

describe('POST login', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  beforeAll(async () => {
    t = await memberApp();
    for (const name of ['lock_name', 'lock_ip_1', 'lock_ip_2', 'reset_me', 'spread_out', 'race_me', 'weekly'])
      await register(t.app, name, 'secret123', { ip: '10.0.0.1' });
  });
  afterAll(() => closeTestApp(t));

  it('answers a right password with the login info; the name matches without regard to case', async () => {
    const res = await login(t.app, 'LOCK_NAME', 'secret123', '10.1.0.1');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token: expect.any(String),
      userID: expect.any(Number),
      userName: 'lock_name',
      weeklyBonus: 0,
    });
  });

  it('answers an unknown name and a wrong password alike (status, code, message)', async () => {
    const unknown = await login(t.app, 'nobody_here', 'secret123', '10.1.0.2');
    const wrong = await login(t.app, 'lock_ip_2', 'wrong-pass-1', '10.1.0.3');
    expect([unknown.status, unknown.body]).toEqual([400, FAILED]);
    expect([wrong.status, wrong.body]).toEqual([400, FAILED]);
  });

  it('locks a name out for 15 minutes after 5 failures within 15 minutes, from any address', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'lock_name', 'wrong', `10.2.0.${i}`)).body).toEqual(FAILED);
    const locked = await login(t.app, 'lock_name', 'secret123', '10.2.1.1');
    expect([locked.status, locked.body, locked.headers['retry-after']]).toEqual([429, LOCKED, '900']);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await login(t.app, 'lock_name', 'secret123', '10.2.1.2')).body.details).toEqual({ retryAfterSeconds: 60 });
    t.clock.advance(1000);
    expect((await login(t.app, 'lock_name', 'secret123', '10.2.1.3')).status).toBe(200);
  });

  it('locks an unknown name out the same way (the lock tells nothing about the name)', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, 'ghost_name', 'wrong', `10.3.0.${i}`);
    expect((await login(t.app, 'ghost_name', 'whatever1', '10.3.1.1')).body).toEqual(LOCKED);
  });

  it('locks an address out after 5 failures for any names; other addresses still log in', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 5; i++) expect((await login(t.app, `someone_${i}`, 'wrong', ip)).body).toEqual(FAILED);
    expect((await login(t.app, 'lock_ip_1', 'secret123', ip)).body).toEqual(LOCKED);
    expect((await login(t.app, 'lock_ip_1', 'secret123', '10.4.0.2')).status).toBe(200);
  });

  it('does not lock for failures spread over more than 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'spread_out', 'wrong', `10.5.0.${i}`);
    t.clock.advance(15 * MINUTE + 1000);
    for (let i = 0; i < 4; i++) expect((await login(t.app, 'spread_out', 'wrong', `10.5.1.${i}`)).body).toEqual(FAILED);
    expect((await login(t.app, 'spread_out', 'secret123', '10.5.2.1')).status).toBe(200);
  });

  it("a successful login forgets the name's failures", async () => {
    for (let i = 0; i < 4; i++) await login(t.app, 'reset_me', 'wrong', `10.6.0.${i}`);
    expect((await login(t.app, 'reset_me', 'secret123', '10.6.1.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.app, 'reset_me', 'wrong', `10.6.2.${i}`)).body).toEqual(FAILED);
    expect((await login(t.app, 'reset_me', 'secret123', '10.6.3.1')).status).toBe(200);
  });

  it('checks no more than 5 passwords of one name however many tries arrive at once', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => ({
        ip: `10.7.0.${i}`,
        body: { userName: 'race_me', password: `wrong-${i}`, ...(await solvedCaptcha(t.app, `10.7.0.${i}`)) },
      })),
    );
    const results = await Promise.all(
      bodies.map((b) => send(t.app, 'POST', '/v1/cp168/apis/login', b.body, { ip: b.ip })),
    );
    const codes = results.map((r) => r.body.code);
    // The others are refused unchecked: locked out, or too many tries of the name under way.
    expect(codes.filter((c) => !['LOGIN_FAILED', 'LOGIN_LOCKED', 'TOO_MANY_REQUESTS'].includes(c))).toEqual([]);
    let checked = codes.filter((c) => c === 'LOGIN_FAILED').length;
    expect(checked).toBeLessThanOrEqual(5);
    // Going on one try at a time: exactly 5 wrong passwords in all are checked, then the lock.
    for (let i = 0; ; i++) {
      const res = await login(t.app, 'race_me', `wrong-again-${i}`, `10.7.1.${i}`);
      if (res.body.code === 'LOGIN_LOCKED') break;
      expect(res.body.code).toBe('LOGIN_FAILED');
      checked++;
    }
    expect(checked).toBe(5);
    expect((await login(t.app, 'race_me', 'secret123', '10.7.2.1')).body.code).toBe('LOGIN_LOCKED');
  });

  it('lets many members behind one address log in at once', async () => {
    const ip = '10.10.0.1';
    const names = Array.from({ length: 12 }, (_, i) => `nat_member_${i}`);
    for (const name of names) await register(t.app, name, 'secret123', { ip: '10.10.9.9' });
    const bodies = await Promise.all(
      names.map(async (userName) => ({ userName, password: 'secret123', ...(await solvedCaptcha(t.app, ip)) })),
    );
    const results = await Promise.all(bodies.map((b) => send(t.app, 'POST', '/v1/cp168/apis/login', b, { ip })));
    expect(results.map((r) => r.status)).toEqual(names.map(() => 200));
  });

  it('gives 1000 points for the first login of each Beijing Monday–Sunday week', async () => {
    // registered on Saturday 2026-11-21 (that was the week's first login); the clock has moved on by now
    const weekly = async (iso: string) => {
      t.clock.ms = at(iso);
      const res = await login(t.app, 'weekly', 'secret123', '10.8.0.1');
      return res.body.data.weeklyBonus;
    };
    expect(await weekly('2026-11-22T23:59:59+08:00')).toBe(0); // Sunday, same week
    expect(await weekly('2026-11-23T00:00:00+08:00')).toBe(1000); // Monday 00:00 Beijing
    expect(await weekly('2026-11-23T00:00:01+08:00')).toBe(0);
    expect(await weekly('2026-11-29T23:00:00+08:00')).toBe(0);
    expect(await weekly('2026-12-02T12:00:00+08:00')).toBe(1000);
    const rows = await t.db.query<{ reference: string }>(
      "SELECT reference FROM points_ledger l JOIN members m ON m.id = l.member_id WHERE m.user_name = 'weekly' AND kind = 'weeklyLogin' ORDER BY l.id",
    );
    expect(rows.rows.map((r) => r.reference)).toEqual(['2026-11-16', '2026-11-23', '2026-11-30']);
  });
});

describe('the lock-out holds across server processes', () => {
  it('failures on one node lock the name out on another (same database)', async () => {
    const [db1, db2] = await openTestDbPair();
    const a = await memberApp({ db: db1 });
    const b = await memberApp({ db: db2, clock: a.clock });
    await register(a.app, 'two_nodes');
    for (let i = 0; i < 5; i++) await login(i % 2 ? a.app : b.app, 'two_nodes', 'wrong', `10.9.0.${i}`);
    expect((await login(b.app, 'two_nodes', 'secret123', '10.9.1.1')).body.code).toBe('LOGIN_LOCKED');
    expect((await login(a.app, 'two_nodes', 'secret123', '10.9.1.2')).body.code).toBe('LOGIN_LOCKED');
    await b.app.close();
    await db2.close();
    await closeTestApp(a);
  });
});

describe('PasswordHasher', () => {
  it('checks a dummy hash for an unknown name, so the refusal costs the same work', async () => {
    const hasher = new PasswordHasher(CHEAP_HASH);
    const verify = jest.spyOn(hasher, 'verify');
    expect(await hasher.verifyOrDummy(null, 'secret123')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0][0]).toMatch(/^\$argon2id\$/);
    const real = await hasher.hash('secret123');
    expect(await hasher.verifyOrDummy(real, 'secret123')).toBe(true);
    expect(await hasher.verifyOrDummy(real, 'secret124')).toBe(false);
    expect(await hasher.verify('not a hash', 'secret123')).toBe(false);
  });
});
