import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/**
 * Holds the embedded database folder for this process. PGlite is a single-process database:
 * a second writer (another server, the import command) would corrupt it, so both take this
 * lock first and refuse clearly when it is held. A lock left by a dead process goes stale.
 */
export async function lockDataDir(dataDir: string, purpose: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'db.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'ELOCKED') {
      throw new DataDirBusyError(
        `数据目录 ${dataDir} 正被另一个进程使用（${purpose} 无法继续）。请先停止服务器，或设置 DATABASE_URL 使用 PostgreSQL。`,
      );
    }
    throw err;
  }
}
