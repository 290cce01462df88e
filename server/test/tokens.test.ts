import crypto from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { TokenService } from '../src/plugins/auth';
import { FakeClock, addTestMembers, at, buildTestApp, closeTestApp } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const SECOND = 1000;
const DAY = 86400 * SECOND;

describe('TokenService: sessions behind short-lived member tokens', () => {
  let t: T;
  let clock: FakeClock;
  let tokens: TokenService;

  beforeEach(async () => {
    clock = new FakeClock(at('2026-11-21T09:30:41+08:00'));
    t = await buildTestApp({ clock });
    await addTestMembers(t.db, 1, 7, 8, 9, 42);
    tokens = t.app.tokens;
  });
  afterEach(() => closeTestApp(t));

  const generation = async (sessionId: string) =>
    (await t.db.query<{ generation: number }>('SELECT generation FROM sessions WHERE id = $1', [sessionId])).rows[0]
      .generation;

  it('issues an HS256 token with sub, sid, gen, iat and exp, backed by a session row', async () => {
    const issued = await tokens.issue(42, { ip: '203.0.113.9', userAgent: 'jest' });
    const claims = decodeJwt(issued.token);
    expect(claims).toMatchObject({ sub: '42', sid: issued.sessionId, gen: 1 });
    expect(claims.iat).toBe(Math.floor(clock.now() / 1000));
    expect(claims.exp).toBe(claims.iat! + 1800);
    expect(issued.expiresAt).toBe(claims.exp! * 1000);
    const row = (
      await t.db.query<{ member_id: string; ip: string; user_agent: string; revoked_at: unknown }>(
        'SELECT member_id, ip, user_agent, revoked_at FROM sessions WHERE id = $1',
        [issued.sessionId],
      )
    ).rows[0];
    expect(row).toMatchObject({ ip: '203.0.113.9', user_agent: 'jest', revoked_at: null });
    expect(Number(row.member_id)).toBe(42);
    expect(await tokens.verify(issued.token)).toEqual({
      ok: true,
      member: { memberId: 42, sessionId: issued.sessionId },
    });
  });

  it('an access token works until its exp (TOKEN_TTL_SECONDS), then is expired', async () => {
    const { token } = await tokens.issue(1);
    clock.advance(1799 * SECOND);
    expect((await tokens.verify(token)).ok).toBe(true);
    clock.advance(SECOND);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('renew gives the next generation; the replaced token keeps working for 30 s only', async () => {
    const first = await tokens.issue(7);
    clock.advance(60 * SECOND);
    const renewed = await tokens.renew(first.token);
    if (!renewed.ok) throw new Error(renewed.reason);
    expect(decodeJwt(renewed.issued.token)).toMatchObject({ sub: '7', sid: first.sessionId, gen: 2 });
    expect(renewed.issued.sessionId).toBe(first.sessionId);
    expect(await generation(first.sessionId)).toBe(2);
    clock.advance(29 * SECOND);
    expect((await tokens.verify(first.token)).ok).toBe(true);
    clock.advance(SECOND);
    expect(await tokens.verify(first.token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.renew(first.token)).toEqual({ ok: false, reason: 'expired' });
    expect((await tokens.verify(renewed.issued.token)).ok).toBe(true);
  });

  it('two renewals of one token at once bump the generation once; both get a working token', async () => {
    const { token, sessionId } = await tokens.issue(7);
    const [a, b] = await Promise.all([tokens.renew(token), tokens.renew(token)]);
    if (!a.ok || !b.ok) throw new Error('a renewal was refused');
    expect(decodeJwt(a.issued.token).gen).toBe(2);
    expect(decodeJwt(b.issued.token).gen).toBe(2);
    expect(await generation(sessionId)).toBe(2);
    clock.advance(31 * SECOND);
    expect((await tokens.verify(a.issued.token)).ok).toBe(true);
    expect((await tokens.verify(b.issued.token)).ok).toBe(true);
  });

  it('a token past its exp can still be renewed while its session lives; the session slides 30 days from each renewal', async () => {
    const first = await tokens.issue(9);
    clock.advance(2 * 3600 * SECOND);
    expect(await tokens.verify(first.token)).toEqual({ ok: false, reason: 'expired' });
    const back = await tokens.renew(first.token);
    if (!back.ok) throw new Error(back.reason);
    clock.advance(20 * DAY);
    const later = await tokens.renew(back.issued.token);
    if (!later.ok) throw new Error(later.reason);
    clock.advance(29 * DAY); // 49 days after login, 29 after the last renewal
    const again = await tokens.renew(later.issued.token);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    clock.advance(30 * DAY + SECOND); // no renewal for longer than the session lifetime
    expect(await tokens.renew(again.issued.token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('revoke ends a session at once; revokeOthers ends every other session of the member only', async () => {
    const one = await tokens.issue(7);
    expect(await tokens.revoke(one.sessionId)).toBe(true);
    expect(await tokens.revoke(one.sessionId)).toBe(false);
    expect(await tokens.verify(one.token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await tokens.renew(one.token)).toEqual({ ok: false, reason: 'revoked' });

    const keep = await tokens.issue(7);
    const other1 = await tokens.issue(7);
    const other2 = await tokens.issue(7);
    const stranger = await tokens.issue(8);
    expect(await tokens.revokeOthers(7, keep.sessionId)).toBe(2);
    expect((await tokens.verify(keep.token)).ok).toBe(true);
    expect(await tokens.verify(other1.token)).toEqual({ ok: false, reason: 'revoked' });
    expect(await tokens.verify(other2.token)).toEqual({ ok: false, reason: 'revoked' });
    expect((await tokens.verify(stranger.token)).ok).toBe(true);
    expect(await tokens.revokeOthers(7, null)).toBe(1);
    expect(await tokens.verify(keep.token)).toEqual({ ok: false, reason: 'revoked' });
  });

  it('refuses tampered tokens, tokens of another secret, unsigned tokens and garbage', async () => {
    const { token, sessionId } = await tokens.issue(7);
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: '8' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('A') ? 'BB' : 'AA');
    const other = new TokenService(t.db, 'another-secret-of-at-least-32-characters', clock);
    const foreign = (await other.issue(7)).token;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      foreign,
      none,
      '',
      'garbage',
      'a.b.c',
      `${header}.${payload}`,
      'x'.repeat(5000),
    ]) {
      expect(await tokens.verify(bad)).toEqual({ ok: false, reason: 'invalid' });
      expect(await tokens.renew(bad)).toEqual({ ok: false, reason: 'invalid' });
    }
    // Signed with the right key but naming another member, a made-up session or bad claims.
    const secret = new TextEncoder().encode(
      (await t.db.query<{ value: string }>("SELECT value FROM server_secrets WHERE name = 'jwt'")).rows[0].value,
    );
    const sign = (claims: Record<string, unknown>, sub: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt(Math.floor(clock.now() / 1000))
        .setExpirationTime(Math.floor(clock.now() / 1000) + 60)
        .sign(secret);
    expect(await tokens.verify(await sign({ sid: sessionId, gen: 1 }, '8'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await sign({ sid: crypto.randomUUID(), gen: 1 }, '7'))).toEqual({
      ok: false,
      reason: 'revoked',
    });
    expect(await tokens.verify(await sign({ sid: sessionId, gen: 2 }, '7'))).toEqual({ ok: false, reason: 'invalid' });
    expect(await tokens.verify(await sign({ sid: 'not-a-uuid', gen: 1 }, '7'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await tokens.verify(await sign({ sid: sessionId }, '7'))).toEqual({ ok: false, reason: 'invalid' });
    expect((await tokens.verify(await sign({ sid: sessionId, gen: 1 }, '7'))).ok).toBe(true);
  });
});
