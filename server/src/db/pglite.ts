import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable } from './types';

/**
 * Embedded PostgreSQL (PGlite, WebAssembly) with its data in `dataDir`, or in memory when
 * `dataDir` is undefined (tests). One process owns the folder; see dataDirLock.ts.
 */
export async function openPglite(dataDir?: string): Promise<PgliteDb> {
  const pg = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return fromPglite(pg);
}

/** Opens PGlite from a `dumpDataDir()` tarball (fast test databases). */
export async function openPgliteFromDump(dump: Blob): Promise<PgliteDb> {
  return fromPglite(await PGlite.create({ loadDataDir: dump }));
}

export type PgliteDb = Db & { raw: PGlite };

export function fromPglite(pg: PGlite): PgliteDb {
  const asQueryable = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows };
    },
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    raw: pg,
    ...asQueryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(asQueryable(tx))),
    listen: async (channel, onPayload) => {
      const unsub = await pg.listen(channel, onPayload);
      return async () => unsub();
    },
    // In-process: notices cannot be lost to a dropped connection.
    listening: () => true,
    // PGlite lives inside this process and the data folder lock keeps other processes out.
    tryLeaderLock: async () => true,
    setLog: () => undefined,
    close: () => pg.close(),
  };
}

/** A tarball of the database folder, to open copies quickly with openPgliteFromDump. */
export async function dumpPglite(db: PgliteDb): Promise<Blob> {
  return (await db.raw.dumpDataDir('none')) as Blob;
}
