import type { Db, Queryable } from '../../db/types';

/** One ledger entry as stored. */
export interface LedgerEntry {
  id: number;
  memberId: number;
  delta: number;
  kind: string;
  reference: string;
  balanceAfter: number;
  time: number;
}

interface Row {
  id: number | string;
  member_id: number | string;
  delta: number;
  kind: string;
  reference: string;
  balance_after: number | string;
  time_ms: number;
}

const COLUMNS = `id, member_id, delta, kind, reference, balance_after,
  (extract(epoch FROM created_at) * 1000)::float8 AS time_ms`;

const toEntry = (r: Row): LedgerEntry => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  delta: r.delta,
  kind: r.kind,
  reference: r.reference,
  balanceAfter: Number(r.balance_after),
  time: Number(r.time_ms),
});

export interface HistoryFilter {
  start: number | null;
  end: number | null;
  kind: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The points ledger (migration 007): entries are only ever inserted; the database sets each
 * entry's balance and the member's score in the same statement, refuses a balance below zero
 * and a second entry of one (member, kind, reference).
 */
export class LedgerRepository {
  constructor(private readonly db: Db) {}

  /**
   * Appends an entry unless the member already has one of this kind and reference: the entry,
   * or null when it was there already (the award was given before, perhaps by a concurrent request).
   */
  async appendOnce(
    e: { memberId: number; delta: number; kind: string; reference: string; at: number },
    q: Queryable = this.db,
  ): Promise<LedgerEntry | null> {
    const r = await q.query<Row>(
      `INSERT INTO points_ledger (member_id, delta, kind, reference, balance_after, created_at)
       VALUES ($1, $2, $3, $4, 0, $5)
       ON CONFLICT (member_id, kind, reference) DO NOTHING
       RETURNING ${COLUMNS}`,
      [e.memberId, e.delta, e.kind, e.reference, iso(e.at)],
    );
    return r.rows[0] ? toEntry(r.rows[0]) : null;
  }

  async has(memberId: number, kind: string, reference: string): Promise<boolean> {
    const r = await this.db.query('SELECT 1 FROM points_ledger WHERE member_id = $1 AND kind = $2 AND reference = $3', [
      memberId,
      kind,
      reference,
    ]);
    return r.rows.length > 0;
  }

  /** A member's entries, newest first, within [start, end) and of one kind when asked. */
  async history(memberId: number, f: HistoryFilter, page: number, size: number) {
    const where = [
      'member_id = $1',
      '($2::timestamptz IS NULL OR created_at >= $2::timestamptz)',
      '($3::timestamptz IS NULL OR created_at < $3::timestamptz)',
      '($4::text IS NULL OR kind = $4::text)',
    ].join(' AND ');
    const params = [memberId, f.start === null ? null : iso(f.start), f.end === null ? null : iso(f.end), f.kind];
    const total = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM points_ledger WHERE ${where}`,
      params,
    );
    const r = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM points_ledger WHERE ${where} ORDER BY id DESC LIMIT $5 OFFSET $6`,
      [...params, size, (page - 1) * size],
    );
    return { list: r.rows.map(toEntry), total: total.rows[0].n };
  }
}
