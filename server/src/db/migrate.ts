import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../paths';
import { MIGRATION_LOCK } from './locks';
import type { Db } from './types';

/** Numbered SQL files `NNN_name.sql`, in order. */
export function listMigrations(dir = MIGRATIONS_DIR): Array<{ version: number; name: string; sql: string }> {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 3)), name: f, sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the migrations not yet applied, each in its own transaction. An advisory lock makes
 * concurrent starts of several processes against one PostgreSQL safe.
 */
export async function migrate(db: Db): Promise<number[]> {
  return db.transaction(async (tx) => {
    // The lock comes first: two CREATE TABLE IF NOT EXISTS racing on a fresh database can fail.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
    );
    const applied: number[] = [];
    for (const m of listMigrations()) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
}
