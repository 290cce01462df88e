import type { Db, Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { lockKey } from './throttle';

/** Failed logins of one name or one address within this window … */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** … up to this many … */
export const LOGIN_MAX_FAILURES = 5;
/** … lock further tries out for this long. */
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Tries under way at once from one address (many members may share one, behind a NAT). */
export const LOGIN_MAX_PENDING_PER_IP = 30;
/** A try still marked under way after this long was cut short (its process stopped): it no longer counts. */
const PENDING_MS = 60_000;

type Scope = 'name' | 'ip';
const SCOPES: readonly Scope[] = ['name', 'ip'];
const FAILED: Record<Scope, string> = { name: 'login-fail:name', ip: 'login-fail:ip' };
const PENDING: Record<Scope, string> = { name: 'login-pending:name', ip: 'login-pending:ip' };
const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** A login try under way: its name and address, and its "under way" marks. */
export interface LoginTry {
  keys: Record<Scope, string>;
  pendingIds: number[];
}

export type TryStart =
  | { ok: true; attempt: LoginTry }
  /** locked: 5 failures (LOGIN_LOCKED); busy: too many tries under way at once (TOO_MANY_REQUESTS). */
  | { ok: false; reason: 'locked' | 'busy'; retryMs: number };

/**
 * The login lock-out, in the database (rate_events, login_locks) so it holds on every node:
 * after 5 failed logins for one user name (whether it exists or not) or from one address
 * within 15 minutes, tries for that name or from that address are refused for 15 minutes.
 *
 * A try is marked "under way" before its password is checked, under advisory locks of its name
 * and address, and a name's failures plus its tries under way never exceed 5: however many tries
 * arrive at once, no more than 5 passwords of one name are checked in a window. An address may
 * have up to 30 tries under way (members behind one NAT), and its failures lock it as well.
 */
export class LoginLockout {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Starts a try, or refuses it: locked out (with the time left) or too many tries under way. */
  async begin(name: string, ip: string): Promise<TryStart> {
    const keys: Record<Scope, string> = { name: name.toLowerCase(), ip };
    const now = this.clock.now();
    return this.db.transaction(async (tx): Promise<TryStart> => {
      for (const scope of SCOPES) await lockKey(tx, 'login', `${scope}|${keys[scope]}`);
      const locked = await tx.query<{ until: unknown }>(
        `SELECT max(until) AS until FROM login_locks
         WHERE ((scope = 'name' AND key = $1) OR (scope = 'ip' AND key = $2)) AND until > $3`,
        [keys.name, keys.ip, iso(now)],
      );
      const until = locked.rows[0]?.until;
      if (until) return { ok: false, reason: 'locked', retryMs: toMs(until) - now };
      const name = await this.counts(tx, 'name', keys.name, now);
      const ip = await this.counts(tx, 'ip', keys.ip, now);
      if (name.failed + name.pending >= LOGIN_MAX_FAILURES || ip.pending >= LOGIN_MAX_PENDING_PER_IP)
        return { ok: false, reason: 'busy', retryMs: 1000 };
      const pendingIds: number[] = [];
      for (const scope of SCOPES) {
        const r = await tx.query<{ id: number | string }>(
          'INSERT INTO rate_events (bucket, key, at) VALUES ($1, $2, $3) RETURNING id',
          [PENDING[scope], keys[scope], iso(now)],
        );
        pendingIds.push(Number(r.rows[0].id));
      }
      return { ok: true, attempt: { keys, pendingIds } };
    });
  }

  /** The try failed: it counts for its name and address; one with 5 failures in the window is locked out. */
  async fail(attempt: LoginTry): Promise<void> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      for (const scope of SCOPES) await lockKey(tx, 'login', `${scope}|${attempt.keys[scope]}`);
      await tx.query('DELETE FROM rate_events WHERE id = ANY($1::bigint[])', [attempt.pendingIds]);
      for (const scope of SCOPES) {
        const key = attempt.keys[scope];
        await tx.query('INSERT INTO rate_events (bucket, key, at) VALUES ($1, $2, $3)', [FAILED[scope], key, iso(now)]);
        if ((await this.counts(tx, scope, key, now)).failed < LOGIN_MAX_FAILURES) continue;
        await tx.query(
          `INSERT INTO login_locks (scope, key, until) VALUES ($1, $2, $3)
           ON CONFLICT (scope, key) DO UPDATE SET until = EXCLUDED.until`,
          [scope, key, iso(now + LOGIN_LOCK_MS)],
        );
        // The failures behind the lock are spent: once it ends, counting starts again.
        await tx.query('DELETE FROM rate_events WHERE bucket = $1 AND key = $2', [FAILED[scope], key]);
      }
    });
  }

  /** The try succeeded: the name's failures are forgotten (not the address's: one good account must not reset those). */
  async succeed(attempt: LoginTry): Promise<void> {
    await this.db.query('DELETE FROM rate_events WHERE id = ANY($1::bigint[]) OR (bucket = $2 AND key = $3)', [
      attempt.pendingIds,
      FAILED.name,
      attempt.keys.name,
    ]);
  }

  /** Ends a name's lock-out and failures (a password reset proves the owner). */
  async release(name: string): Promise<void> {
    const key = name.toLowerCase();
    await this.db.query("DELETE FROM login_locks WHERE scope = 'name' AND key = $1", [key]);
    await this.db.query('DELETE FROM rate_events WHERE bucket = $1 AND key = $2', [FAILED.name, key]);
  }

  private async counts(q: Queryable, scope: Scope, key: string, now: number) {
    const r = await q.query<{ failed: number; pending: number }>(
      `SELECT count(*) FILTER (WHERE bucket = $1 AND at > $4)::int AS failed,
              count(*) FILTER (WHERE bucket = $2 AND at > $5)::int AS pending
       FROM rate_events WHERE bucket IN ($1, $2) AND key = $3`,
      [FAILED[scope], PENDING[scope], key, iso(now - LOGIN_FAILURE_WINDOW_MS), iso(now - PENDING_MS)],
    );
    return r.rows[0];
  }
}
