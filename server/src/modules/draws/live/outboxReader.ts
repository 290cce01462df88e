import type { Db } from '../../../db/types';
import { toCached } from '../cache';
import type { CachedDraw } from '../types';

/** A draw as the live feed reads it: the draw with its outbox id (commit order, the same on every process). */
export interface FeedRow {
  id: number;
  draw: CachedDraw;
}

interface Row {
  id: string | number;
  code: string;
  period: string;
  draw_time: Date | string | null;
  balls: number[] | null;
}

const SELECT = `SELECT o.id, o.code, o.period, d.draw_time, d.balls
  FROM draw_outbox o LEFT JOIN draws d ON d.code = o.code AND d.period = o.period`;

/**
 * Reads the draw outbox for the live feed. Writers hold OUTBOX_WRITE_LOCK until they commit
 * (DrawRepository.insert), so outbox ids become visible in id order: once id N is seen, no id
 * below N appears later, and reading "after the last id seen" never skips a draw.
 */
export class OutboxReader {
  constructor(
    private readonly db: Db,
    private readonly onBroken: (row: { id: number; code: string; period: string }) => void = () => undefined,
  ) {}

  /** The newest outbox id (0 when there is none). */
  async head(): Promise<number> {
    const r = await this.db.query<{ id: string | number }>('SELECT coalesce(max(id), 0) AS id FROM draw_outbox');
    return Number(r.rows[0].id);
  }

  /** Up to `limit` rows after `id`, in id order. */
  async after(id: number, limit: number): Promise<FeedRow[]> {
    const r = await this.db.query<Row>(`${SELECT} WHERE o.id > $1 ORDER BY o.id LIMIT $2`, [String(id), limit]);
    return this.rows(r.rows);
  }

  /** The newest `limit` rows at or below `upTo`, oldest first. */
  async last(limit: number, upTo: number): Promise<FeedRow[]> {
    if (limit <= 0) return [];
    const r = await this.db.query<Row>(`${SELECT} WHERE o.id <= $1 ORDER BY o.id DESC LIMIT $2`, [String(upTo), limit]);
    return this.rows(r.rows).reverse();
  }

  private rows(rows: Row[]): FeedRow[] {
    const out: FeedRow[] = [];
    for (const r of rows) {
      const id = Number(r.id);
      // Draws are never deleted: an outbox row without its draw is a broken database. It is
      // reported and left out (the stream goes on; the outbox runner refuses such a row loudly).
      if (r.draw_time === null || r.balls === null) {
        this.onBroken({ id, code: r.code, period: r.period });
        continue;
      }
      out.push({
        id,
        draw: toCached({
          code: r.code,
          period: r.period,
          drawTime: new Date(r.draw_time).getTime(),
          balls: r.balls.map(Number),
        }),
      });
    }
    return out;
  }
}
