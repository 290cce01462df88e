import type { Db, Queryable } from '../../db/types';
import type { Clock } from '../../lib/clock';

/** A limit: at most `max` counted events of one key within `windowMs`. */
export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (v: unknown) => (v instanceof Date ? v.getTime() : Date.parse(String(v)));

/** How long rate events are kept at most (the longest window in use is shorter). */
const KEEP_MS = 86_400_000;

/**
 * Rate limits kept in the database (table rate_events), so they hold across every server
 * process on one PostgreSQL. A check and its count happen in one transaction under an advisory
 * lock of the (bucket, key), so concurrent requests of one key are counted one after another
 * and never slip past the limit together.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one event of `key` when under the limit; otherwise refuses with the wait until a slot frees. */
  async hit(limit: Limit, key: string): Promise<Verdict> {
    const now = this.clock.now();
    const verdict = await this.db.transaction(async (tx) => {
      await lockKey(tx, limit.bucket, key);
      const v = await this.peekIn(tx, limit, key, now);
      if (v.ok) await this.recordIn(tx, limit.bucket, key, now);
      return v;
    });
    await this.sweep(now);
    return verdict;
  }

  /** The verdict without counting (checks before the work that may count later). */
  async peek(limit: Limit, key: string): Promise<Verdict> {
    return this.peekIn(this.db, limit, key, this.clock.now());
  }

  /** Counts one event without a check (a failure to remember). Returns the events now in the window. */
  async record(limit: Limit, key: string, q: Queryable = this.db): Promise<number> {
    const now = this.clock.now();
    await this.recordIn(q, limit.bucket, key, now);
    const r = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_events WHERE bucket = $1 AND key = $2 AND at > $3',
      [limit.bucket, key, iso(now - limit.windowMs)],
    );
    return r.rows[0].n;
  }

  /** Forgets the events of a key (a successful login clears the name's failures). */
  async clear(bucket: string, key: string, q: Queryable = this.db): Promise<void> {
    await q.query('DELETE FROM rate_events WHERE bucket = $1 AND key = $2', [bucket, key]);
  }

  private async peekIn(q: Queryable, limit: Limit, key: string, now: number): Promise<Verdict> {
    const r = await q.query<{ at: unknown }>(
      'SELECT at FROM rate_events WHERE bucket = $1 AND key = $2 AND at > $3 ORDER BY at DESC LIMIT $4',
      [limit.bucket, key, iso(now - limit.windowMs), limit.max],
    );
    if (r.rows.length < limit.max) return { ok: true };
    // The oldest of the newest `max` events leaves the window first.
    const oldest = toMs(r.rows[r.rows.length - 1].at);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + limit.windowMs - now) / 1000)) };
  }

  private async recordIn(q: Queryable, bucket: string, key: string, now: number): Promise<void> {
    await q.query('INSERT INTO rate_events (bucket, key, at) VALUES ($1, $2, $3)', [bucket, key, iso(now)]);
  }

  /** Drops events older than any window, at most once a minute per process. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db.query('DELETE FROM rate_events WHERE at < $1', [iso(now - KEEP_MS)]);
  }
}

/** Serialises the transactions working on one (bucket, key) until they commit. */
export async function lockKey(tx: Queryable, bucket: string, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${bucket}|${key}`]);
}
