import { formatBeijingIso } from '@cp/shared/domain';
import { OUTBOX_WRITE_LOCK } from '../../db/locks';
import type { Db, Queryable } from '../../db/types';
import { DRAWS_CHANNEL } from './types';
import type { DrawRecord, DrawSource, DrawsNotice } from './types';

interface Row {
  code: string;
  period: string;
  draw_time: Date | string;
  balls: number[];
}

const toRecord = (r: Row): DrawRecord => ({
  code: r.code,
  period: r.period,
  drawTime: new Date(r.draw_time).getTime(),
  balls: r.balls.map(Number),
});

const COLUMNS = 'code, period, draw_time, balls';
const ORDER_DESC = 'draw_time DESC, period DESC';

/** SQL access to the draws table. */
export class DrawRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes draws that are not stored yet, each with an outbox row, and notifies listeners, all
   * in one transaction. Rows whose period already exists are skipped (never written twice).
   * Returns the rows actually written. `notify: false` leaves the notice to the caller
   * (notifyDraws), which writes many batches in one transaction and sends one notice.
   */
  async insert(
    code: string,
    rows: readonly DrawRecord[],
    source: DrawSource,
    tx?: Queryable,
    { notify = true }: { notify?: boolean } = {},
  ): Promise<DrawRecord[]> {
    if (rows.length === 0) return [];
    const run = async (q: Queryable) => {
      // Outbox ids come from a sequence, and a sequence hands out ids at insert time, not at
      // commit: with two writers, id 8 could commit after id 9 was already visible, and an outbox
      // consumer that had moved past 9 would never see 8. Every writer therefore takes this lock
      // before its insert and keeps it until its transaction ends, so writers run one after the
      // other and commit order equals id order: once a consumer sees id N, every id below N that
      // will ever exist is visible too (rolled-back ids are gaps, never late arrivals).
      await q.query('SELECT pg_advisory_xact_lock($1)', [OUTBOX_WRITE_LOCK]);
      const inserted = await q.query<{ period: string }>(
        `WITH ins AS (
           INSERT INTO draws (code, period, draw_time, balls, source)
           SELECT $1, p, t, string_to_array(b, ',')::smallint[], $5
           FROM unnest($2::text[], $3::timestamptz[], $4::text[]) AS x(p, t, b)
           ON CONFLICT (code, period) DO NOTHING
           RETURNING period
         ), outbox AS (
           INSERT INTO draw_outbox (code, period) SELECT $1, period FROM ins
         )
         SELECT period FROM ins`,
        [
          code,
          rows.map((r) => r.period),
          rows.map((r) => formatBeijingIso(r.drawTime)),
          rows.map((r) => r.balls.join(',')),
          source,
        ],
      );
      const written = new Set(inserted.rows.map((r) => r.period));
      const out = rows.filter((r) => written.has(r.period));
      if (out.length && notify) {
        const minTime = out.reduce((min, r) => Math.min(min, r.drawTime), Infinity);
        await this.notifyDraws({ code, minTime, count: out.length }, q);
      }
      return out;
    };
    return tx ? run(tx) : this.db.transaction(run);
  }

  /**
   * The stored draw of a period, locked until the transaction ends (a correction reads, checks
   * and changes it without another writer in between), or null. Takes the writers' locks in
   * their one order — the lottery's ingest lock, the outbox lock, then the row — so it can
   * wait for an ingest or the engine but never deadlock with one.
   */
  async lockedDraw(q: Queryable, code: string, period: string): Promise<DrawRecord | null> {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`ingest:${code}`]);
    await q.query('SELECT pg_advisory_xact_lock($1)', [OUTBOX_WRITE_LOCK]);
    const r = await q.query<Row>(`SELECT ${COLUMNS} FROM draws WHERE code = $1 AND period = $2 FOR UPDATE`, [
      code,
      period,
    ]);
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  /**
   * Changes a stored draw to `draw`, inside the transaction that took lockedDraw and recorded
   * correction `correctionId` (the database refuses any other change: migration 004), with an
   * outbox row of kind 'correction' and a notice that makes every process reload the lottery.
   */
  async applyCorrection(q: Queryable, draw: DrawRecord, previousTime: number, correctionId: string): Promise<void> {
    await q.query("SELECT set_config('cp.draw_correction', $1, true)", [correctionId]);
    await q.query('UPDATE draws SET balls = $3::smallint[], draw_time = $4 WHERE code = $1 AND period = $2', [
      draw.code,
      draw.period,
      draw.balls,
      formatBeijingIso(draw.drawTime),
    ]);
    await q.query("INSERT INTO draw_outbox (code, period, kind) VALUES ($1, $2, 'correction')", [
      draw.code,
      draw.period,
    ]);
    // A notice older than the cached latest draw makes each process reload the lottery, which
    // is what a changed draw needs (appending after the latest would miss it).
    const minTime = Math.min(previousTime, draw.drawTime) - 1;
    await this.notifyDraws({ code: draw.code, minTime, count: 1, corrected: true }, q);
  }

  /** Tells every process (after commit) that a lottery's draws changed from `minTime` on. */
  async notifyDraws(notice: DrawsNotice, q: Queryable = this.db): Promise<void> {
    await q.query('SELECT pg_notify($1, $2)', [DRAWS_CHANNEL, JSON.stringify(notice)]);
  }

  /** The newest draw at or before `time` (a draw stored with a later time does not count). */
  async latestAtOrBefore(code: string, time: number): Promise<DrawRecord | null> {
    const r = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM draws WHERE code = $1 AND draw_time <= $2 ORDER BY ${ORDER_DESC} LIMIT 1`,
      [code, new Date(time).toISOString()],
    );
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  /** The newest `limit` draws, returned oldest first. */
  async recent(code: string, limit: number): Promise<DrawRecord[]> {
    const r = await this.db.query<Row>(`SELECT ${COLUMNS} FROM draws WHERE code = $1 ORDER BY ${ORDER_DESC} LIMIT $2`, [
      code,
      limit,
    ]);
    return r.rows.map(toRecord).reverse();
  }

  /** A page of draws, newest first, optionally only those drawn in [from, to). */
  async page(
    code: string,
    range: { from: number; to: number } | null,
    page: number,
    size: number,
  ): Promise<{ list: DrawRecord[]; total: number }> {
    const where = range ? 'code = $1 AND draw_time >= $2 AND draw_time < $3' : 'code = $1';
    const params: unknown[] = range
      ? [code, new Date(range.from).toISOString(), new Date(range.to).toISOString()]
      : [code];
    const total = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM draws WHERE ${where}`, params);
    const r = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM draws WHERE ${where} ORDER BY ${ORDER_DESC} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (page - 1) * size],
    );
    return { list: r.rows.map(toRecord), total: total.rows[0].n };
  }

  /** Stored draws of the given periods (to detect contradictions before writing). */
  async byPeriods(code: string, periods: readonly string[], q: Queryable = this.db): Promise<DrawRecord[]> {
    if (periods.length === 0) return [];
    const r = await q.query<Row>(`SELECT ${COLUMNS} FROM draws WHERE code = $1 AND period = ANY($2::text[])`, [
      code,
      periods,
    ]);
    return r.rows.map(toRecord);
  }

  async count(code: string): Promise<number> {
    const r = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM draws WHERE code = $1', [code]);
    return r.rows[0].n;
  }
}
