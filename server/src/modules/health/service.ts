import { listMigrations } from '../../db/migrate';
import type { Db } from '../../db/types';

/** Longest a readiness probe waits for the database before answering "not ready". */
export const READY_TIMEOUT_MS = 2_000;

export interface Readiness {
  ready: boolean;
  /** Plain-Chinese reasons when not ready. */
  problems: string[];
  listening: boolean;
  /** Newest migration applied in the database, or null when it could not be read. */
  migration: number | null;
  /** Newest migration this build ships. */
  expectedMigration: number;
}

/**
 * Readiness: may this process take traffic? The database answers, the NOTIFY connection that
 * keeps every process's draws current is up, and the schema is at this build's migration.
 * (Liveness — is the process itself alive — is /healthz and never touches the database.)
 */
export class HealthService {
  private readonly expectedMigration: number;

  constructor(private readonly db: Db) {
    this.expectedMigration = Math.max(0, ...listMigrations().map((m) => m.version));
  }

  async readiness(): Promise<Readiness> {
    const problems: string[] = [];
    let migration: number | null = null;
    let timer: NodeJS.Timeout | null = null;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
      });
      const r = await Promise.race([
        this.db.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations'),
        timeout,
      ]);
      migration = r.rows[0]?.v ?? 0;
    } catch {
      problems.push('数据库不可用');
    } finally {
      if (timer) clearTimeout(timer);
    }
    if (migration !== null && migration < this.expectedMigration) problems.push('数据库结构尚未升级到当前版本');
    const listening = this.db.listening();
    if (!listening) problems.push('开奖通知连接中断，正在重连');
    return { ready: problems.length === 0, problems, listening, migration, expectedMigration: this.expectedMigration };
  }
}
