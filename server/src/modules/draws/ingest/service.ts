import type { Db } from '../../../db/types';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/errors';
import type { Catalogue } from '../../lotteries/catalogue';
import type { DrawRepository } from '../repository';
import type { DrawRecord, DrawSource } from '../types';
import type { FileRow } from './files';
import { DrawRowChecker } from './rows';

export interface IngestResult {
  code: string;
  received: number;
  inserted: number;
  unchanged: number;
}

/** Most draws one ingest call may carry (the import command streams files of any length). */
export const INGEST_MAX_ROWS = 10_000;

/**
 * Largest ingest request body: INGEST_MAX_ROWS draws of the largest kind (快乐8: 20 numbers,
 * a full drawTime) take about 1.3 MB as compact JSON and 3.3 MB pretty-printed, so every batch
 * the row limit allows fits (a test checks it).
 */
export const INGEST_BODY_LIMIT = 4 * 1024 * 1024;

/** Draws per INSERT inside the one transaction of an ingest or import. */
const WRITE_BATCH = 5000;

const sameDraw = (a: DrawRecord, b: DrawRecord) =>
  a.drawTime === b.drawTime && a.balls.length === b.balls.length && a.balls.every((x, i) => x === b.balls[i]);

/** Refuses the whole batch when any row was bad, listing the first ones by line. */
function refuseBadRows(checker: DrawRowChecker): void {
  if (checker.errorCount === 0) return;
  const listed = checker.errors.length < checker.errorCount ? `（列出前 ${checker.errors.length} 行）` : '';
  throw new AppError(400, 'INVALID_ROWS', `有 ${checker.errorCount} 行数据不正确，未导入任何数据${listed}`, {
    errors: [...checker.errors].sort((a, b) => a.line - b.line),
  });
}

async function* batchesOf(draws: readonly DrawRecord[]): AsyncGenerator<DrawRecord[]> {
  for (let i = 0; i < draws.length; i += WRITE_BATCH) yield draws.slice(i, i + WRITE_BATCH);
}

/**
 * Takes real results (the admin endpoint and the import command): validate every row — the
 * family's balls and the lottery's timetable, due at the clock's now — then in one transaction
 * refuse the whole batch if any period is already stored with other numbers or another draw
 * time (never overwrite: corrections go through CorrectionService), skip the periods stored
 * identically, write the rest. Importing the same draws again changes nothing.
 */
export class IngestService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly repo: DrawRepository,
    private readonly clock: Clock,
    /** Runs after a write committed (the draws module: this node's live feed reads it, so its cache is current). */
    private readonly written: () => Promise<void> = async () => undefined,
  ) {}

  /** Rows held in memory (the admin endpoint): at most INGEST_MAX_ROWS. */
  async ingest(
    code: string,
    rows: readonly unknown[],
    source: DrawSource,
    lineOf: (i: number) => number = (i) => i + 1,
  ): Promise<IngestResult> {
    const lottery = this.catalogue.get(code);
    if (rows.length === 0) throw new AppError(400, 'EMPTY_BATCH', '没有可导入的开奖数据');
    if (rows.length > INGEST_MAX_ROWS) throw tooManyRows(rows.length);
    const checker = new DrawRowChecker(lottery, this.clock.now());
    const draws: DrawRecord[] = [];
    rows.forEach((row, i) => {
      const draw = checker.check(row, lineOf(i));
      if (draw) draws.push(draw);
    });
    refuseBadRows(checker);
    return this.write(code, batchesOf(draws), source);
  }

  /**
   * Rows streamed from a file (the import command), any number of them, in bounded memory: a
   * first pass validates every row and writes nothing; a second pass reads them again and
   * writes them in batches inside one transaction (all or nothing). `open` starts a new read.
   */
  async importRows(code: string, open: () => AsyncIterable<FileRow>, source: DrawSource): Promise<IngestResult> {
    const lottery = this.catalogue.get(code);
    const now = this.clock.now();
    const rows = await validateAll(new DrawRowChecker(lottery, now), open());
    if (rows === 0) throw new AppError(400, 'EMPTY_BATCH', '没有可导入的开奖数据');
    return this.write(code, validBatches(new DrawRowChecker(lottery, now), open()), source);
  }

  private async write(code: string, batches: AsyncIterable<DrawRecord[]>, source: DrawSource): Promise<IngestResult> {
    const result = await this.writeInTransaction(code, batches, source);
    if (result.inserted > 0) await this.written();
    return result;
  }

  private writeInTransaction(
    code: string,
    batches: AsyncIterable<DrawRecord[]>,
    source: DrawSource,
  ): Promise<IngestResult> {
    return this.db.transaction(async (tx) => {
      // Serialise writers of one lottery so two ingests cannot interleave their checks.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ingest:${code}`]);
      let received = 0;
      let inserted = 0;
      let minTime = Infinity;
      let conflictCount = 0;
      const conflicts: object[] = [];
      for await (const batch of batches) {
        received += batch.length;
        const stored = new Map(
          (
            await this.repo.byPeriods(
              code,
              batch.map((d) => d.period),
              tx,
            )
          ).map((d) => [d.period, d]),
        );
        for (const d of batch) {
          const s = stored.get(d.period);
          if (!s || sameDraw(s, d)) continue;
          conflictCount += 1;
          if (conflicts.length < 50) conflicts.push(describeConflict(s, d));
        }
        // After a conflict nothing more is written; the rest is only read, to report every conflict.
        if (conflictCount) continue;
        const written = await this.repo.insert(
          code,
          batch.filter((d) => !stored.has(d.period)),
          source,
          tx,
          { notify: false },
        );
        inserted += written.length;
        for (const w of written) minTime = Math.min(minTime, w.drawTime);
      }
      if (conflictCount) {
        throw new AppError(
          409,
          'CONFLICTING_DRAW',
          `有 ${conflictCount} 期与已存开奖结果不一致，未导入任何数据（已存结果只能通过更正接口修改）`,
          { conflicts },
        );
      }
      // One notice for the whole batch: listeners reload once, not once per INSERT.
      if (inserted) await this.repo.notifyDraws({ code, minTime, count: inserted }, tx);
      return { code, received, inserted, unchanged: received - inserted };
    });
  }
}

export const tooManyRows = (n: number) =>
  new AppError(
    413,
    'TOO_MANY_ROWS',
    `一次最多提交 ${INGEST_MAX_ROWS} 期（本次 ${n} 期）；更多的历史数据请分批提交，或用 npm run import 导入文件`,
  );

function describeConflict(stored: DrawRecord, received: DrawRecord) {
  return {
    period: received.period,
    stored: { balls: stored.balls, drawTime: new Date(stored.drawTime).toISOString() },
    received: { balls: received.balls, drawTime: new Date(received.drawTime).toISOString() },
  };
}

/** Pass one of an import: every row checked, bad rows refused; returns how many rows there are. */
async function validateAll(checker: DrawRowChecker, rows: AsyncIterable<FileRow>): Promise<number> {
  let count = 0;
  for await (const r of rows) {
    if ('value' in r) {
      count += 1;
      checker.check(r.value, r.line);
    } else checker.fail(r.line, r.code, r.reason);
  }
  refuseBadRows(checker);
  return count;
}

/** Pass two: the rows again, in batches; a row that is bad now (the file changed) aborts the transaction. */
async function* validBatches(checker: DrawRowChecker, rows: AsyncIterable<FileRow>): AsyncGenerator<DrawRecord[]> {
  let batch: DrawRecord[] = [];
  for await (const r of rows) {
    const draw = 'value' in r ? checker.check(r.value, r.line) : checker.fail(r.line, r.code, r.reason);
    if (!draw) refuseBadRows(checker);
    else batch.push(draw);
    if (batch.length === WRITE_BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
