import crypto from 'node:crypto';
import type { CodeSentDto } from '@cp/shared/domain';
import type { Db } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import { memberErrors } from '../errors';
import { lockKey } from '../throttle';
import type { SmsOutbox } from './outbox';

export type CodePurpose = 'findPassword' | 'phone';

/** A code works this long … */
export const CODE_TTL_MS = 10 * 60_000;
/** … for this many tries … */
export const CODE_MAX_TRIES = 5;
/** … and one number gets one code a minute … */
export const CODE_RESEND_MS = 60_000;
/** … and at most this many a day. */
export const CODE_DAILY_MAX = 10;

const PURPOSE_TEXT: Record<CodePurpose, string> = { findPassword: '找回密码', phone: '更换手机号' };
const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));
const digest = (phone: string, purpose: string, code: string) =>
  crypto.createHash('sha256').update(`${phone}:${purpose}:${code}`).digest('hex');

interface CodeRow {
  id: number | string;
  code_hash: string;
  attempts: number;
  expires_at: unknown;
  consumed_at: unknown;
}

/**
 * SMS verification codes: 6 random digits, valid 10 minutes for 5 tries, one per number per
 * minute. Only a hash is kept in verification_codes; the newest code of a number and purpose
 * is the one that counts. Delivery goes through the SMS outbox in the same transaction.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: SmsOutbox,
    private readonly siteName: () => Promise<string>,
  ) {}

  /**
   * Makes a code for `phone`. It is delivered only when `deliver` is true (find-password sends
   * nothing to a number no member has), but the limits and the answer are the same either way.
   */
  async send(
    phone: string,
    purpose: CodePurpose,
    opts: { memberId: number | null; deliver: boolean },
  ): Promise<CodeSentDto> {
    const now = this.clock.now();
    const code = String(crypto.randomInt(1_000_000)).padStart(6, '0');
    const text = `【${await this.siteName()}】您的${PURPOSE_TEXT[purpose]}验证码是 ${code}，10 分钟内有效。如非本人操作，请忽略本短信。`;
    const result = await this.db.transaction(async (tx) => {
      await lockKey(tx, 'sms', phone);
      const recent = await tx.query<{ created_at: unknown; n: number }>(
        `SELECT max(created_at) AS created_at, count(*)::int AS n FROM verification_codes
         WHERE phone = $1 AND created_at > $2`,
        [phone, iso(now - 86_400_000)],
      );
      const last = recent.rows[0].created_at ? toMs(recent.rows[0].created_at) : null;
      if (last !== null && now - last < CODE_RESEND_MS) {
        const wait = Math.ceil((last + CODE_RESEND_MS - now) / 1000);
        return { refused: memberErrors.tooMany(`验证码发送过于频繁，请 ${wait} 秒后再试`, wait) };
      }
      if (recent.rows[0].n >= CODE_DAILY_MAX)
        return { refused: memberErrors.tooMany('该手机号今天获取验证码的次数已达上限，请明天再试', 3600) };
      await tx.query(
        `INSERT INTO verification_codes (phone, purpose, member_id, code_hash, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [phone, purpose, opts.memberId, digest(phone, purpose, code), iso(now), iso(now + CODE_TTL_MS)],
      );
      return { message: opts.deliver ? await this.outbox.enqueue(tx, { phone, purpose, code, message: text }) : null };
    });
    if ('refused' in result) throw result.refused;
    if (result.message) await this.outbox.committed(result.message);
    return { expiresInSeconds: CODE_TTL_MS / 1000, resendAfterSeconds: CODE_RESEND_MS / 1000 };
  }

  /**
   * Uses up the newest code of `phone` for `purpose` (and `memberId`, when the code was asked by
   * a member). A wrong code costs a try; after 5, or 10 minutes, or once used, the code is gone.
   */
  async consume(phone: string, purpose: CodePurpose, code: string, memberId: number | null = null): Promise<void> {
    const now = this.clock.now();
    const outcome = await this.db.transaction(async (tx) => {
      const r = await tx.query<CodeRow>(
        `SELECT id, code_hash, attempts, expires_at, consumed_at FROM verification_codes
         WHERE phone = $1 AND purpose = $2 AND ($3::bigint IS NULL OR member_id = $3::bigint)
         ORDER BY created_at DESC, id DESC LIMIT 1 FOR UPDATE`,
        [phone, purpose, memberId],
      );
      const row = r.rows[0];
      if (!row || row.consumed_at || toMs(row.expires_at) <= now || row.attempts >= CODE_MAX_TRIES)
        return { error: memberErrors.codeExpired() };
      const given = Buffer.from(digest(phone, purpose, code));
      if (!crypto.timingSafeEqual(given, Buffer.from(row.code_hash))) {
        await tx.query('UPDATE verification_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
        return { error: memberErrors.codeWrong(CODE_MAX_TRIES - row.attempts - 1) };
      }
      await tx.query('UPDATE verification_codes SET consumed_at = $2, attempts = attempts + 1 WHERE id = $1', [
        row.id,
        iso(now),
      ]);
      return { error: null };
    });
    if (outcome.error) throw outcome.error;
  }
}
