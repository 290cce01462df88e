import type { Db } from '../../../db/types';
import { AppError } from '../../../lib/errors';
import type { Catalogue } from '../../lotteries/catalogue';
import type { DrawRepository } from '../repository';
import type { DrawSource } from '../types';
import { parseDrawRows } from './parse';
import type { RowError } from './parse';

export interface IngestResult {
  code: string;
  received: number;
  inserted: number;
  unchanged: number;
}

/** Most rows one ingest call or import may carry. */
export const INGEST_MAX_ROWS = 100_000;

const sameBalls = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Takes real results (the admin endpoint and the import command): validate every row, then in
 * one transaction refuse the whole batch if any period is already stored with other numbers or
 * another draw time (never overwrite), skip the periods stored identically, write the rest.
 * Importing the same draws again changes nothing.
 */
export class IngestService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly repo: DrawRepository,
  ) {}

  async ingest(
    code: string,
    rows: readonly unknown[],
    source: DrawSource,
    lineOf?: (i: number) => number,
    preErrors: RowError[] = [],
  ): Promise<IngestResult> {
    const lottery = this.catalogue.get(code);
    if (rows.length === 0 && preErrors.length === 0) throw new AppError(400, 'EMPTY_BATCH', '没有可导入的开奖数据');
    if (rows.length > INGEST_MAX_ROWS) throw new AppError(413, 'TOO_MANY_ROWS', `一次最多导入 ${INGEST_MAX_ROWS} 期`);
    const { draws, errors } = parseDrawRows(lottery, rows, lineOf);
    const allErrors = [...preErrors, ...errors].sort((a, b) => a.line - b.line);
    if (allErrors.length) {
      throw new AppError(400, 'INVALID_ROWS', `有 ${allErrors.length} 行数据不正确，未导入任何数据`, {
        errors: allErrors.slice(0, 200),
      });
    }
    return this.db.transaction(async (tx) => {
      // Serialise writers of one lottery so two ingests cannot interleave their checks.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ingest:${code}`]);
      const stored = new Map(
        (
          await this.repo.byPeriods(
            code,
            draws.map((d) => d.period),
            tx,
          )
        ).map((d) => [d.period, d]),
      );
      const conflicts = draws.filter((d) => {
        const s = stored.get(d.period);
        return s && (!sameBalls(s.balls, d.balls) || s.drawTime !== d.drawTime);
      });
      if (conflicts.length) {
        throw new AppError(409, 'CONFLICTING_DRAW', `有 ${conflicts.length} 期与已存开奖结果不一致，未导入任何数据`, {
          conflicts: conflicts.slice(0, 50).map((d) => ({
            period: d.period,
            stored: {
              balls: stored.get(d.period)?.balls,
              drawTime: new Date(stored.get(d.period)?.drawTime ?? 0).toISOString(),
            },
            received: { balls: d.balls, drawTime: new Date(d.drawTime).toISOString() },
          })),
        });
      }
      const fresh = draws.filter((d) => !stored.has(d.period));
      let inserted = 0;
      for (let i = 0; i < fresh.length; i += 5000)
        inserted += (await this.repo.insert(code, fresh.slice(i, i + 5000), source, tx)).length;
      return { code, received: draws.length, inserted, unchanged: draws.length - inserted };
    });
  }
}
