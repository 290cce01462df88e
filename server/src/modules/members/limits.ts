import type { FastifyReply } from 'fastify';
import type { Limit, RateLimiter } from './throttle';
import { memberErrors } from './errors';

const MINUTE = 60_000;

/** The rate limits of the member routes, per address (request.ip) unless said otherwise. */
export const LIMITS = {
  captcha: { bucket: 'captcha:ip', max: 100, windowMs: 10 * MINUTE },
  register: { bucket: 'register:ip', max: 20, windowMs: 60 * MINUTE },
  sms: { bucket: 'sms:ip', max: 10, windowMs: 60 * MINUTE },
  feedback: { bucket: 'feedback:ip', max: 5, windowMs: 10 * MINUTE },
  /** Per member. */
  upload: { bucket: 'upload:member', max: 30, windowMs: 60 * MINUTE },
} satisfies Record<string, Limit>;

/** Counts one request against a limit, or refuses it (429 TOO_MANY_REQUESTS, Retry-After) with `message`. */
export async function enforce(
  limiter: RateLimiter,
  limit: Limit,
  key: string,
  reply: FastifyReply,
  message = '操作过于频繁，请稍后再试',
): Promise<void> {
  const verdict = await limiter.hit(limit, key);
  if (verdict.ok) return;
  reply.header('retry-after', String(verdict.retryAfterSeconds));
  throw memberErrors.tooMany(message, verdict.retryAfterSeconds);
}
