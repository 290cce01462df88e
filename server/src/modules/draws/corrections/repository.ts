import { formatBeijingIso } from '@cp/shared/domain';
import type { Db, Queryable } from '../../../db/types';
import type { DrawRecord } from '../types';

/** One audited correction, as the audit route shows it. */
export interface Correction {
  id: number;
  code: string;
  period: string;
  old: { balls: number[]; drawTime: string };
  new: { balls: number[]; drawTime: string };
  reason: string;
  actor: string;
  operator: string | null;
  ip: string | null;
  correctedAt: string;
}

export interface NewCorrection {
  before: DrawRecord;
  after: DrawRecord;
  reason: string;
  actor: string;
  operator: string | null;
  ip: string | null;
}

interface Row {
  id: string | number;
  code: string;
  period: string;
  old_balls: number[];
  old_draw_time: Date | string;
  new_balls: number[];
  new_draw_time: Date | string;
  reason: string;
  actor: string;
  operator: string | null;
  ip: string | null;
  corrected_at: Date | string;
}

const time = (t: Date | string) => formatBeijingIso(new Date(t).getTime());

const toCorrection = (r: Row): Correction => ({
  id: Number(r.id),
  code: r.code,
  period: r.period,
  old: { balls: r.old_balls.map(Number), drawTime: time(r.old_draw_time) },
  new: { balls: r.new_balls.map(Number), drawTime: time(r.new_draw_time) },
  reason: r.reason,
  actor: r.actor,
  operator: r.operator,
  ip: r.ip,
  correctedAt: time(r.corrected_at),
});

/** The audit log of corrections (draw_corrections, migration 004): rows are only added. */
export class CorrectionRepository {
  constructor(private readonly db: Db) {}

  /** Records a correction inside the transaction that makes it. */
  async record(q: Queryable, c: NewCorrection): Promise<Correction> {
    const r = await q.query<Row>(
      `INSERT INTO draw_corrections
         (code, period, old_balls, old_draw_time, new_balls, new_draw_time, reason, actor, operator, ip)
       VALUES ($1, $2, $3::smallint[], $4, $5::smallint[], $6, $7, $8, $9, $10)
       RETURNING *`,
      [
        c.after.code,
        c.after.period,
        c.before.balls,
        formatBeijingIso(c.before.drawTime),
        c.after.balls,
        formatBeijingIso(c.after.drawTime),
        c.reason,
        c.actor,
        c.operator,
        c.ip,
      ],
    );
    return toCorrection(r.rows[0]);
  }

  /** A page of a lottery's corrections (optionally of one period), newest first. */
  async page(
    code: string,
    period: string | undefined,
    page: number,
    size: number,
  ): Promise<{ list: Correction[]; total: number }> {
    const where = period === undefined ? 'code = $1' : 'code = $1 AND period = $2';
    const params: unknown[] = period === undefined ? [code] : [code, period];
    const total = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM draw_corrections WHERE ${where}`,
      params,
    );
    const r = await this.db.query<Row>(
      `SELECT * FROM draw_corrections WHERE ${where} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, size, (page - 1) * size],
    );
    return { list: r.rows.map(toCorrection), total: total.rows[0].n };
  }
}
