import type { Db, Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { lockKey } from './throttle';

/** Failed logins of one name or one address within this window … */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** … up to this many … */
export const LOGIN_MAX_FAILURES = 5;
/** … lock further tries out for this long. */
export const LOGIN_LOCK_MS = 15 * 60_000;

type Scope = 'name' | 'ip';
const SCOPES: readonly Scope[] = ['name', 'ip'];
const BUCKET: Record<Scope, string> = { name: 'login-try:name', ip: 'login-try:ip' };
const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** A login try under way: its counted events, kept as failures unless it succeeds. */
export interface LoginTry {
  keys: Record<Scope, string>;
  eventIds: number[];
}

export type TryStart = { ok: true; attempt: LoginTry } | { ok: false; lockedMs: number };

/**
 * The login lock-out, in the database (rate_events, login_locks) so it holds on every node:
 * after 5 failed logins for one user name (whether it exists or not) or from one address
 * within 15 minutes, tries for that name or from that address are refused for 15 minutes.
 *
 * A try is counted before the password is checked and forgotten only when it succeeds, under
 * advisory locks of its name and address: however many tries arrive at once, no more than 5
 * of one name or address are ever checked within the window.
 */
export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Starts a try, or refuses with the time the name or the address stays locked out. */
  async begin(name: string, ip: string): Promise<TryStart> {
    const keys: Record<Scope, string> = { name: name.toLowerCase(), ip };
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      for (const scope of SCOPES) await lockKey(tx, BUCKET[scope], keys[scope]);
      const locked = await tx.query<{ until: unknown }>(
        `SELECT max(until) AS until FROM login_locks
         WHERE ((scope = 'name' AND key = $1) OR (scope = 'ip' AND key = $2)) AND until > $3`,
        [keys.name, keys.ip, iso(now)],
      );
      const until = locked.rows[0]?.until;
      if (until) return { ok: false, lockedMs: toMs(until) - now };
      for (const scope of SCOPES)
        if ((await this.count(tx, scope, keys[scope], now)) >= LOGIN_MAX_FAILURES)
          return { ok: false, lockedMs: LOGIN_LOCK_MS };
      const eventIds: number[] = [];
      for (const scope of SCOPES) {
        const r = await tx.query<{ id: number | string }>(
          'INSERT INTO rate_events (bucket, key, at) VALUES ($1, $2, $3) RETURNING id',
          [BUCKET[scope], keys[scope], iso(now)],
        );
        eventIds.push(Number(r.rows[0].id));
      }
      return { ok: true, attempt: { keys, eventIds } };
    });
  }

  /** The try failed: its events stay; a name or address with 5 failures in the window is locked out. */
  async fail(attempt: LoginTry): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const scope of SCOPES) {
        const key = attempt.keys[scope];
        await lockKey(tx, BUCKET[scope], key);
        if ((await this.count(tx, scope, key, now)) < LOGIN_MAX_FAILURES) continue;
        await tx.query(
          `INSERT INTO login_locks (scope, key, until) VALUES ($1, $2, $3)
           ON CONFLICT (scope, key) DO UPDATE SET until = EXCLUDED.until`,
          [scope, key, iso(now + LOGIN_LOCK_MS)],
        );
        // The failures behind the lock are spent: once it ends, counting starts again.
        await tx.query('DELETE FROM rate_events WHERE bucket = $1 AND key = $2', [BUCKET[scope], key]);
      }
    });
  }

  /** The try succeeded: it is not a failure, and the name's earlier failures are forgotten (not the address's). */
  async succeed(attempt: LoginTry): Promise<void> {
    await this.db.query('DELETE FROM rate_events WHERE id = ANY($1::bigint[]) OR (bucket = $2 AND key = $3)', [
      attempt.eventIds,
      BUCKET.name,
      attempt.keys.name,
    ]);
  }

  /** Ends a name's lock-out and failures (a password reset proves the owner). */
  async release(name: string): Promise<void> {
    const key = name.toLowerCase();
    await this.db.query("DELETE FROM login_locks WHERE scope = 'name' AND key = $1", [key]);
    await this.db.query('DELETE FROM rate_events WHERE bucket = $1 AND key = $2', [BUCKET.name, key]);
  }

  private async count(q: Queryable, scope: Scope, key: string, now: number): Promise<number> {
    const r = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_events WHERE bucket = $1 AND key = $2 AND at > $3',
      [BUCKET[scope], key, iso(now - LOGIN_FAILURE_WINDOW_MS)],
    );
    return r.rows[0].n;
  }
}
