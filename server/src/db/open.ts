import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './dataDirLock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export interface OpenedDatabase {
  db: Db;
  /** Gives the embedded database folder up (nothing to do with PostgreSQL). */
  release: () => Promise<void>;
  /**
   * Calls `onLost` once if this process ever loses the embedded database folder to another
   * (only by hand: a living process keeps it); never with PostgreSQL.
   */
  watchLock: (onLost: (reason: string) => void) => void;
}

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under the folder lock. */
export async function openDatabase(config: Config, purpose: string): Promise<OpenedDatabase> {
  if (config.databaseUrl)
    return { db: await openPostgres(config.databaseUrl), release: async () => undefined, watchLock: () => undefined };
  const lock = await lockDataDir(config.dataDir, purpose);
  try {
    const db = await openPglite(path.join(config.dataDir, 'pglite'));
    return { db, release: () => lock.release(), watchLock: (onLost) => lock.watch(onLost) };
  } catch (err) {
    await lock.release();
    throw err;
  }
}
