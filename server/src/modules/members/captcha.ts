import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { ConfigObject } from 'svg-captcha';
import type { CaptchaAnswerDto, CaptchaDto } from '@cp/shared/domain';
import { formatBeijingIso } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { memberErrors } from './errors';

/** How long a captcha can be answered. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Characters of a captcha: no 0/O/o, 1/I/l/i, and lower-case letters only where they differ in shape. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabdefghjmnqrt';
const LENGTH = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const OPTIONS: ConfigObject = { width: 120, height: 40, fontSize: 44, noise: 2, color: true, background: '#f4f6f8' };

/** svg-captcha's module is its render function (text, options) → SVG; its typings only name the helpers. */
const render = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/**
 * Captchas (GET verify) kept in the database, so any node can check what another handed out.
 * The text comes from node:crypto (svg-captcha only draws it). An answer is single use:
 * `consume` deletes the row whatever the answer, so one captcha allows one guess.
 */
export class CaptchaService {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async create(): Promise<CaptchaDto> {
    const now = this.clock.now();
    const text = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    const id = crypto.randomUUID();
    const expiresAt = now + CAPTCHA_TTL_MS;
    await this.db.query('INSERT INTO captchas (id, answer, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      id,
      text,
      iso(now),
      iso(expiresAt),
    ]);
    await this.sweep(now);
    const svg = render(text, OPTIONS);
    return {
      captchaId: id,
      image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      expiresAt: formatBeijingIso(expiresAt),
    };
  }

  /**
   * Uses up a captcha: refuses an unknown, used or expired one (CAPTCHA_EXPIRED) and a wrong
   * answer (CAPTCHA_WRONG); letters compare without regard to case.
   */
  async consume(captchaId: string, answer: string): Promise<void> {
    if (!UUID.test(captchaId)) throw memberErrors.captchaExpired();
    const r = await this.db.query<{ answer: string; expires_at: unknown }>(
      'DELETE FROM captchas WHERE id = $1 RETURNING answer, expires_at',
      [captchaId],
    );
    const row = r.rows[0];
    if (!row || toMs(row.expires_at) <= this.clock.now()) throw memberErrors.captchaExpired();
    if (row.answer.toLowerCase() !== answer.trim().toLowerCase()) throw memberErrors.captchaWrong();
  }

  /** The answer of a live captcha, for operators and automated tests (GET /v1/admin/captchas/{id}). */
  async answer(captchaId: string): Promise<CaptchaAnswerDto | null> {
    if (!UUID.test(captchaId)) return null;
    const r = await this.db.query<{ answer: string; expires_at: unknown }>(
      'SELECT answer, expires_at FROM captchas WHERE id = $1 AND expires_at > $2',
      [captchaId, iso(this.clock.now())],
    );
    const row = r.rows[0];
    return row ? { captchaId, answer: row.answer, expiresAt: formatBeijingIso(toMs(row.expires_at)) } : null;
  }

  /** Drops captchas expired for an hour, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.query('DELETE FROM captchas WHERE expires_at < $1', [iso(now - 3_600_000)]);
  }
}
