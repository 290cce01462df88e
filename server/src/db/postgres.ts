import pg from 'pg';
import type { Db, Queryable } from './types';

/** A real PostgreSQL server through a node-postgres pool. */
export async function openPostgres(connectionString: string, options: { schema?: string } = {}): Promise<Db> {
  // A schema of its own isolates one test run from another on a shared server.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Fail fast with a clear error when the server is unreachable.
  await pool.query('SELECT 1');
  const dedicated: pg.PoolClient[] = [];
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
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      dedicated.push(client);
      client.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
        client.release();
        dedicated.splice(dedicated.indexOf(client), 1);
      };
    },
    // A session-level advisory lock on its own connection: released when the process dies.
    tryLeaderLock: async (key) => {
      const client = await pool.connect();
      const r = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [key]);
      if (r.rows[0].locked) dedicated.push(client);
      else client.release();
      return r.rows[0].locked;
    },
    close: async () => {
      for (const c of dedicated.splice(0)) c.release();
      await pool.end();
    },
  };
}
