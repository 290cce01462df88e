import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';

/**
 * A fresh, migrated database for one benchmark: embedded PGlite, or a schema of its own on the
 * PostgreSQL of DATABASE_URL (dropped again by dropBenchDb).
 */
export async function freshBenchDb(name: string): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    await migrate(db);
    return db;
  }
  const schema = `bench_${name}_${process.pid}`;
  const admin = await openPostgres(url);
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const db = await openPostgres(url, { schema });
  await migrate(db);
  return db;
}

/** Closes a benchmark's database and, on PostgreSQL, drops its schema. */
export async function dropBenchDb(db: Db): Promise<void> {
  const url = process.env.DATABASE_URL;
  const schema = url ? (await db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s : null;
  await db.close();
  if (url && schema) {
    const admin = await openPostgres(url);
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  }
}
