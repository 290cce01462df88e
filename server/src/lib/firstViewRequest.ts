import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The in-process API requests of the server-rendered first views (modules/pages/firstView.ts)
 * carry this header with a secret made at start-up, never sent to a client: the rate limit
 * (app.ts) lets them through, since they are the server reading its own data for a page request
 * that has already been counted. A forged header without the secret is an ordinary request.
 */
export const FIRST_VIEW_HEADER = 'x-cp-first-view';
export const FIRST_VIEW_SECRET = randomBytes(24).toString('hex');
const secret = Buffer.from(FIRST_VIEW_SECRET);

export function isFirstViewRequest(headers: Record<string, string | string[] | undefined>): boolean {
  const value = headers[FIRST_VIEW_HEADER];
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  return given.length === secret.length && timingSafeEqual(given, secret);
}
