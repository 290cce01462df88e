import type { NewsDraft, NewsKind } from '@cp/shared/domain';
import type { Queryable } from '../../db/types';

/** A row of the news table, times in epoch ms. */
export interface NewsRow {
  id: number;
  kind: NewsKind;
  title: string;
  summary: string;
  body: string;
  pinned: boolean;
  publishedAt: number;
  updatedAt: number;
}

interface RawRow {
  id: number | string;
  kind: NewsKind;
  title: string;
  summary: string;
  body: string;
  pinned: boolean;
  published_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = 'id, kind, title, summary, body, pinned, published_at, updated_at';
const ORDER = 'ORDER BY pinned DESC, published_at DESC, id DESC';
const ms = (t: Date | string) => (t instanceof Date ? t.getTime() : Date.parse(t));
const toRow = (r: RawRow): NewsRow => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  body: r.body,
  pinned: r.pinned,
  publishedAt: ms(r.published_at),
  updatedAt: ms(r.updated_at),
});
const iso = (t: number) => new Date(t).toISOString();

/** SQL of the news table (005_news.sql). `until`: only items published by then (null: all). */
export class NewsRepository {
  constructor(private readonly db: Queryable) {}

  async page(until: number | null, offset: number, limit: number): Promise<{ rows: NewsRow[]; total: number }> {
    const where = until === null ? '' : 'WHERE published_at <= $1';
    const args = until === null ? [] : [iso(until)];
    const n = args.length;
    const [list, count] = await Promise.all([
      this.db.query<RawRow>(`SELECT ${COLUMNS} FROM news ${where} ${ORDER} LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...args,
        limit,
        offset,
      ]),
      this.db.query<{ n: number | string }>(`SELECT count(*) AS n FROM news ${where}`, args),
    ]);
    return { rows: list.rows.map(toRow), total: Number(count.rows[0].n) };
  }

  async get(id: number, until: number | null): Promise<NewsRow | null> {
    const r = await this.db.query<RawRow>(
      `SELECT ${COLUMNS} FROM news WHERE id = $1 ${until === null ? '' : 'AND published_at <= $2'}`,
      until === null ? [id] : [id, iso(until)],
    );
    return r.rows[0] ? toRow(r.rows[0]) : null;
  }

  async insert(d: NewsDraft & { publishedAt: number }, now: number): Promise<NewsRow> {
    const r = await this.db.query<RawRow>(
      `INSERT INTO news (kind, title, summary, body, pinned, published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING ${COLUMNS}`,
      [d.kind, d.title, d.summary, d.body, d.pinned, iso(d.publishedAt), iso(now)],
    );
    return toRow(r.rows[0]);
  }

  /** Replaces an item's fields; a null publishedAt keeps the time it was published at. */
  async update(id: number, d: NewsDraft, now: number): Promise<NewsRow | null> {
    const r = await this.db.query<RawRow>(
      `UPDATE news SET kind = $2, title = $3, summary = $4, body = $5, pinned = $6,
         published_at = COALESCE($7::timestamptz, published_at), updated_at = $8
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, d.kind, d.title, d.summary, d.body, d.pinned, d.publishedAt === null ? null : iso(d.publishedAt), iso(now)],
    );
    return r.rows[0] ? toRow(r.rows[0]) : null;
  }

  async remove(id: number): Promise<boolean> {
    const r = await this.db.query<{ id: number }>('DELETE FROM news WHERE id = $1 RETURNING id', [id]);
    return r.rows.length > 0;
  }
}
