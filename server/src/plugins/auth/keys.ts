import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 4096) return null;
  const m = /^Bearer +([\x21-\x7e]+) *$/.exec(header);
  return m ? m[1] : null;
}

/**
 * True when `given` equals one of `keys`. Compares fixed-length digests with timingSafeEqual and
 * always checks every key, so the time taken tells nothing about the keys.
 */
export function matchesAnyKey(given: string, keys: readonly string[]): boolean {
  const digest = (s: string) => crypto.createHash('sha256').update(s).digest();
  const g = digest(given);
  return keys.map((k) => crypto.timingSafeEqual(g, digest(k))).some(Boolean);
}

/**
 * A secret the server keeps in its database when the environment gives none: a random value is
 * inserted if absent, then read back, so every node on one database ends up with the same one.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    crypto.randomBytes(48).toString('base64url'),
  ]);
  const r = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return r.rows[0].value;
}
