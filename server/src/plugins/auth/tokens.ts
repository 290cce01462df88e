import crypto from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { JWTPayload } from 'jose';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';

/** Who a request belongs to when it carries a valid member token. */
export interface Member {
  memberId: number;
  sessionId: string;
}

/**
 * Why a token was refused: `invalid` — not a token this server signed (garbage, tampered,
 * another secret); `expired` — its access lifetime or its session ran out, or a renewal
 * replaced it more than the grace time ago; `revoked` — its session was ended (logout,
 * password change) or no longer exists.
 */
export type TokenRefusal = 'invalid' | 'expired' | 'revoked';

export type TokenCheck = { ok: true; member: Member } | { ok: false; reason: TokenRefusal };

export interface IssuedToken {
  token: string;
  sessionId: string;
  /** Epoch ms at which this access token stops being accepted by verify(). */
  expiresAt: number;
}

export type Renewal = { ok: true; member: Member; issued: IssuedToken } | { ok: false; reason: TokenRefusal };

export interface TokenOptions {
  /** Access-token lifetime (TOKEN_TTL_SECONDS). */
  ttlSeconds?: number;
  /** Session lifetime, counted again from each renewal. */
  sessionSeconds?: number;
  /** How long the token a renewal replaced keeps working. */
  graceSeconds?: number;
}

interface Claims {
  memberId: number;
  sessionId: string;
  gen: number;
}

interface SessionRow {
  member_id: string | number;
  generation: number;
  prev_ms: number | null;
  expires_ms: number;
  revoked: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MEMBER_ID = /^[1-9]\d{0,15}$/;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Member access tokens: short-lived HS256 JWTs (claims sub = member id, sid = session id,
 * gen = session generation, iat, exp) tied to a row of `sessions`, so a session can be ended
 * server-side at any time. verify() costs one HMAC and one primary-key lookup. All times come
 * from the injected clock.
 */
export class TokenService {
  private readonly key: Uint8Array;
  private readonly ttlSeconds: number;
  private readonly sessionMs: number;
  private readonly graceMs: number;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly clock: Clock,
    options: TokenOptions = {},
  ) {
    this.key = new TextEncoder().encode(secret);
    this.ttlSeconds = options.ttlSeconds ?? 1800;
    this.sessionMs = (options.sessionSeconds ?? 30 * 86400) * 1000;
    this.graceMs = (options.graceSeconds ?? 30) * 1000;
  }

  /** Starts a session for a member who just proved who they are, and returns its first token. */
  async issue(memberId: number, meta: { ip?: string | null; userAgent?: string | null } = {}): Promise<IssuedToken> {
    if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new TypeError(`bad member id ${memberId}`);
    const now = this.clock.now();
    const sessionId = crypto.randomUUID();
    await this.db.query(
      `INSERT INTO sessions (id, member_id, generation, created_at, last_seen_at, expires_at, ip, user_agent)
       VALUES ($1, $2, 1, $3, $3, $4, $5, $6)`,
      [
        sessionId,
        memberId,
        iso(now),
        iso(now + this.sessionMs),
        meta.ip?.slice(0, 100) ?? null,
        meta.userAgent?.slice(0, 500) ?? null,
      ],
    );
    return this.sign({ memberId, sessionId, gen: 1 }, now);
  }

  /**
   * Accepts a token when its signature and lifetime are good, its session exists, is neither
   * revoked nor expired, and it carries the session's generation (or the one before, during
   * the grace time after a renewal).
   */
  async verify(token: string): Promise<TokenCheck> {
    const decoded = await this.decode(token, false);
    if (!decoded.ok) return decoded;
    const { claims } = decoded;
    const refusal = this.refusal(claims, await this.session(claims.sessionId), this.clock.now());
    return refusal ? { ok: false, reason: refusal } : { ok: true, member: toMember(claims) };
  }

  /**
   * The next token of the session: generation + 1, the session's lifetime counted again from
   * now, and the replaced token still accepted for the grace time. A token past its own `exp`
   * may still be renewed while its session lives — that is what lets a member come back after
   * the short access lifetime. A token of the previous generation renewed within its grace (two
   * tabs renewing at once) gets a token of the current generation instead of bumping it again.
   */
  async renew(token: string): Promise<Renewal> {
    const decoded = await this.decode(token, true);
    if (!decoded.ok) return decoded;
    const { claims } = decoded;
    const now = this.clock.now();
    // One statement, so two renewals of one token cannot both bump the generation: the second
    // re-reads the row the first updated and takes the grace branch.
    const r = await this.db.query<{ generation: number }>(
      `UPDATE sessions SET
         generation = CASE WHEN generation = $2 THEN generation + 1 ELSE generation END,
         prev_valid_until = CASE WHEN generation = $2 THEN $3::timestamptz ELSE prev_valid_until END,
         expires_at = $4, last_seen_at = $5
       WHERE id = $1 AND member_id = $6 AND revoked_at IS NULL AND expires_at > $5
         AND (generation = $2 OR (generation = $2 + 1 AND prev_valid_until > $5))
       RETURNING generation`,
      [claims.sessionId, claims.gen, iso(now + this.graceMs), iso(now + this.sessionMs), iso(now), claims.memberId],
    );
    if (r.rows.length === 0) {
      const refusal = this.refusal(claims, await this.session(claims.sessionId), now) ?? 'expired';
      return { ok: false, reason: refusal };
    }
    const issued = await this.sign({ ...claims, gen: Number(r.rows[0].generation) }, now);
    return { ok: true, member: toMember(claims), issued };
  }

  /**
   * Logout with a token: ends its session even when the token is past its own `exp` (such a
   * token could still be renewed while the session lives). True when a session was ended now,
   * false when it had already ended (or the token is older than the one a renewal replaced),
   * null when the token is not one this server signed.
   */
  async end(token: string): Promise<boolean | null> {
    const decoded = await this.decode(token, true);
    if (!decoded.ok) return null;
    const { claims } = decoded;
    const r = await this.db.query(
      `UPDATE sessions SET revoked_at = $3
       WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL AND generation IN ($4, $4 + 1) RETURNING id`,
      [claims.sessionId, claims.memberId, iso(this.clock.now()), claims.gen],
    );
    return r.rows.length > 0;
  }

  /** Ends one session (logout); its tokens stop working at once. False when it was already ended. */
  async revoke(sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const r = await this.db.query(
      'UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
      [sessionId, iso(this.clock.now())],
    );
    return r.rows.length > 0;
  }

  /**
   * Ends every session of a member but `keepSessionId` (a password change keeps the session
   * that made it; null ends them all). Returns how many were ended.
   */
  async revokeOthers(memberId: number, keepSessionId: string | null): Promise<number> {
    if (keepSessionId !== null && !UUID.test(keepSessionId)) throw new TypeError('bad session id');
    const r = await this.db.query(
      `UPDATE sessions SET revoked_at = $3
       WHERE member_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid) AND revoked_at IS NULL RETURNING id`,
      [memberId, keepSessionId, iso(this.clock.now())],
    );
    return r.rows.length;
  }

  private async sign(claims: Claims, now: number): Promise<IssuedToken> {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({ sid: claims.sessionId, gen: claims.gen })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.memberId))
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, sessionId: claims.sessionId, expiresAt: exp * 1000 };
  }

  /** Checks signature, algorithm and lifetime, and the shape of the claims. */
  private async decode(
    token: string,
    allowExpired: boolean,
  ): Promise<{ ok: true; claims: Claims } | { ok: false; reason: TokenRefusal }> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.clock.now()),
        requiredClaims: ['sub', 'sid', 'gen', 'iat', 'exp'],
      }));
    } catch (err) {
      // jose checks the signature before the claims: an expired token here is one we signed.
      if (!(err instanceof errors.JWTExpired)) return { ok: false, reason: 'invalid' };
      if (!allowExpired) return { ok: false, reason: 'expired' };
      payload = err.payload;
    }
    const { sub, sid, gen } = payload;
    if (typeof sub !== 'string' || !MEMBER_ID.test(sub) || typeof sid !== 'string' || !UUID.test(sid))
      return { ok: false, reason: 'invalid' };
    if (typeof gen !== 'number' || !Number.isSafeInteger(gen) || gen < 1) return { ok: false, reason: 'invalid' };
    return { ok: true, claims: { memberId: Number(sub), sessionId: sid, gen } };
  }

  private async session(sessionId: string): Promise<SessionRow | null> {
    const r = await this.db.query<SessionRow>(
      `SELECT member_id, generation,
              (extract(epoch FROM prev_valid_until) * 1000)::float8 AS prev_ms,
              (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms,
              revoked_at IS NOT NULL AS revoked
       FROM sessions WHERE id = $1`,
      [sessionId],
    );
    return r.rows[0] ?? null;
  }

  private refusal(claims: Claims, row: SessionRow | null, now: number): TokenRefusal | null {
    if (!row || row.revoked) return 'revoked';
    if (Number(row.member_id) !== claims.memberId) return 'invalid';
    if (row.expires_ms <= now) return 'expired';
    const generation = Number(row.generation);
    if (claims.gen === generation) return null;
    if (claims.gen === generation - 1 && row.prev_ms !== null && now < Number(row.prev_ms)) return null;
    return claims.gen < generation ? 'expired' : 'invalid';
  }
}

const toMember = (c: Claims): Member => ({ memberId: c.memberId, sessionId: c.sessionId });
