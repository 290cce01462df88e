import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { App, AppOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Config } from '../src/config';
import { listMigrations, migrate } from '../src/db/migrate';
import { dumpPglite, openPglite, openPgliteFromDump } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import type { Clock } from '../src/lib/clock';

/**
 * Test databases: PGlite by default (migrated once per machine, migratedDump; each test opens a
 * copy of that dump in ~0.5 s), or a real PostgreSQL when TEST_DATABASE_URL is set (each test
 * gets a schema of its own). .ci/run runs the server tests both ways.
 */
let dump: Promise<Blob> | null = null;

export const usingPostgres = !!process.env.TEST_DATABASE_URL;

export async function openTestDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url);
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.close();
    const db = await openPostgres(url, { schema });
    const close = db.close;
    return {
      ...db,
      close: async () => {
        await close();
        const cleanup = await openPostgres(url);
        await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
        await cleanup.close();
      },
    };
  }
  dump ??= migratedDump();
  return openPgliteFromDump(await dump);
}

/**
 * The migrated database as a tarball, made once per machine for these migrations and this
 * PGlite (named by a hash of both, in the system's temporary folder): otherwise each test
 * file's first database creates and migrates one of its own, seconds of CPU sixty times over.
 * Written under a temporary name and renamed, so a reader sees a whole file or none.
 */
async function migratedDump(): Promise<Blob> {
  const pglite = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  const hash = crypto.createHash('sha256').update(fs.readFileSync(pglite));
  for (const m of listMigrations()) hash.update(`\0${m.name}\0${m.sql}`);
  const file = path.join(os.tmpdir(), `cp-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (fs.existsSync(file)) return new Blob([await fs.promises.readFile(file)]);
  const fresh = await openPglite();
  await migrate(fresh);
  const blob = await dumpPglite(fresh);
  await fresh.close();
  const part = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await fs.promises.writeFile(part, Buffer.from(await blob.arrayBuffer()));
  await fs.promises.rename(part, file);
  return blob;
}

/**
 * Two handles on one test database, as two server processes would have: two connection pools
 * on the same schema with PostgreSQL; with PGlite (one process only) the same database twice.
 * Close the second before the first (the first drops the schema).
 */
export async function openTestDbPair(): Promise<[Db, Db]> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openTestDb();
    return [db, { ...db, close: async () => undefined }];
  }
  const first = await openTestDb();
  const schema = (await first.query<{ s: string }>('SELECT current_schema() AS s')).rows[0].s;
  return [first, await openPostgres(url, { schema })];
}

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(public ms: number) {}
  now(): number {
    return this.ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

export const at = (iso: string) => Date.parse(iso);

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  db?: Db;
  seed?: number;
  outbox?: AppOptions['outbox'];
  /** Requests per minute per client (default 0: no rate limits at all, not even the ingest one). */
  rateLimitPerMinute?: number;
  logger?: AppOptions['logger'];
  members?: AppOptions['members'];
}

/** A seeded RNG so simulated draws are repeatable in tests. */
export function seededRandomInt(seed: number): (max: number) => number {
  let s = seed >>> 0 || 1;
  return (max) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % max;
  };
}

/** Builds the real app against a test database; the engine is not started. */
export async function buildTestApp(
  opts: TestAppOptions = {},
): Promise<{ app: App; db: Db; config: Config; clock: Clock }> {
  const db = opts.db ?? (await openTestDb());
  const config = loadConfig({
    SIMULATE: 'none',
    DATA_DIR: path.join(os.tmpdir(), 'cp-test-unused'),
    RELEASES_DIR: path.join(os.tmpdir(), `cp-test-releases-${process.pid}`),
    SHELL_DIR: path.join(os.tmpdir(), 'cp-test-no-shell'),
    ...opts.env,
  });
  const clock = opts.clock ?? new FakeClock(at('2026-11-21T09:30:41+08:00'));
  const app = await buildApp({
    config,
    db,
    clock,
    logger: opts.logger ?? false,
    randomInt: seededRandomInt(opts.seed ?? 42),
    rateLimitPerMinute: opts.rateLimitPerMinute ?? 0,
    outbox: opts.outbox,
    members: opts.members,
  });
  return { app, db, config, clock };
}

export async function closeTestApp(t: { app: App; db: Db }): Promise<void> {
  await t.app.close();
  await t.db.close();
}

/**
 * Member rows with the given ids (sessions reference members), for tests of the token layer
 * that need no real account. Their password hash matches no password.
 */
export async function addTestMembers(db: Db, ...ids: number[]): Promise<void> {
  for (const id of ids)
    await db.query(
      `INSERT INTO members (id, user_name, password_hash) VALUES ($1, $2, 'none') ON CONFLICT (id) DO NOTHING`,
      [id, `test_member_${id}`],
    );
}

/** GET a JSON endpoint through inject; returns status and parsed body. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are inspected loosely
export async function getJson<T = any>(app: App, url: string): Promise<{ status: number; body: T }> {
  const res = await app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as T };
}

/** Resolves when the app's draw cache has taken a new draw of `code` (after the NOTIFY round trip). */
export function nextDrawOf(app: App, code: string): Promise<string> {
  return new Promise((resolve) => {
    const onChanged = (changed: string, rows: Array<{ period: string }>) => {
      if (changed !== code) return;
      app.drawCache.off('changed', onChanged);
      resolve(rows[rows.length - 1]?.period ?? '');
    };
    app.drawCache.on('changed', onChanged);
  });
}
