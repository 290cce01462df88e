import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from './dataDirLock';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR under the folder lock. */
export async function openDatabase(config: Config, purpose: string): Promise<{ db: Db; release: () => Promise<void> }> {
  if (config.databaseUrl) return { db: await openPostgres(config.databaseUrl), release: async () => undefined };
  const release = await lockDataDir(config.dataDir, purpose);
  try {
    return { db: await openPglite(path.join(config.dataDir, 'pglite')), release };
  } catch (err) {
    await release();
    throw err;
  }
}
