import pg from 'pg';
import { PgListener } from './pgListener';
import { openSession } from './pgSession';
import type { PgSession } from './pgSession';
import type { Db, DbLog, Queryable } from './types';

const silent: DbLog = { info: () => undefined, warn: () => undefined };

/**
 * A real PostgreSQL server: a node-postgres pool for queries and transactions, one dedicated
 * connection for LISTEN (re-established after a restart, see PgListener) and one per leader
 * lock. A server restart costs the queries in flight, never the process: lost pool connections
 * are dropped and replaced on next use.
 */
export async function openPostgres(
  connectionString: string,
  options: { schema?: string; applicationName?: string } = {},
): Promise<Db> {
  // A schema of its own isolates one test run from another on a shared server.
  const clientConfig: pg.ClientConfig = {
    connectionString,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  };
  // pg_stat_activity shows which connection is which: the pool, the listener, the leader lock.
  const name = options.applicationName ?? 'cp-server';
  const named = (suffix: string): pg.ClientConfig => ({ ...clientConfig, application_name: `${name}${suffix}` });
  let log = silent;
  const pool = new pg.Pool({ ...named(''), max: 10, connectionTimeoutMillis: 10_000 });
  // An idle connection the server closed (a restart): the pool has already dropped it.
  pool.on('error', (err) => log.warn({ err }, 'PostgreSQL: an idle pooled connection was lost'));
  // Fail fast with a clear error when the server is unreachable.
  await pool.query('SELECT 1');
  const listener = new PgListener(named(':listen'), () => log);
  /** Per advisory-lock key: its session, and whether it holds the lock. */
  const locks = new Map<number, { session: PgSession; held: boolean; onLost?: () => void }>();

  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[] };
    },
    exec: async (sql: string) => {
      await c.query(sql);
    },
  });

  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      // A checked-out client has no listener of the pool's: without this one, a connection lost
      // mid-transaction would be an uncaught 'error' event.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch((e: Error) => {
          broken ??= e;
        });
        throw err;
      } finally {
        client.removeListener('error', onError);
        // A broken connection is destroyed instead of going back to the pool.
        client.release(broken);
      }
    },
    listen: (channel, onPayload, onResync) => listener.subscribe({ channel, onPayload, onResync }),
    listening: () => listener.listening(),
    // A session-level advisory lock on a connection of its own: released when the process dies.
    // A standby keeps its connection for the next attempt.
    tryLeaderLock: async (key, onLost) => {
      let entry = locks.get(key);
      if (entry?.held) return true;
      if (!entry || !entry.session.alive()) {
        const session: PgSession = await openSession(named(':lock'), (err) => {
          const e = locks.get(key);
          if (e?.session !== session) return;
          locks.delete(key);
          if (e.held) {
            log.warn({ err, key }, 'PostgreSQL: the connection holding a leader lock was lost');
            e.onLost?.();
          }
        });
        entry = { session, held: false };
        locks.set(key, entry);
      }
      const r = await entry.session.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        key,
      ]);
      if (!r.rows[0].locked || !entry.session.alive()) return false;
      entry.held = true;
      entry.onLost = onLost;
      return true;
    },
    setLog: (l) => {
      log = l;
    },
    close: async () => {
      const sessions = [...locks.values()].map((e) => e.session);
      locks.clear();
      await Promise.all(sessions.map((s) => s.close()));
      await listener.close();
      await pool.end();
    },
  };
}
