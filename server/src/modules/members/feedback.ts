import type { AdminPage, FeedbackDto, FeedbackEntryDto } from '@cp/shared/domain';
import { formatBeijingIso } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';

interface Row {
  id: number | string;
  type: string;
  content: string;
  contact: string | null;
  member_id: number | string | null;
  ip: string | null;
  created_ms: number;
}

/** Feedback from guests and members (POST setting/feedback), read by operators. */
export class FeedbackService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async submit(
    input: { type: string; content: string; contact?: string },
    from: { memberId: number | null; ip: string; userAgent: string | null },
  ): Promise<FeedbackDto> {
    const r = await this.db.query<{ id: number | string }>(
      `INSERT INTO feedback (type, content, contact, member_id, ip, user_agent, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        input.type,
        input.content,
        input.contact || null,
        from.memberId,
        from.ip.slice(0, 100),
        from.userAgent?.slice(0, 500) ?? null,
        new Date(this.clock.now()).toISOString(),
      ],
    );
    return { id: Number(r.rows[0].id) };
  }

  async list(page: number, size: number): Promise<AdminPage<FeedbackEntryDto>> {
    const total = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback');
    const r = await this.db.query<Row>(
      `SELECT id, type, content, contact, member_id, ip, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM feedback ORDER BY id DESC LIMIT $1 OFFSET $2`,
      [size, (page - 1) * size],
    );
    return {
      list: r.rows.map((row) => ({
        id: Number(row.id),
        type: row.type,
        content: row.content,
        contact: row.contact,
        memberId: row.member_id === null ? null : Number(row.member_id),
        ip: row.ip,
        createdAt: formatBeijingIso(Number(row.created_ms)),
      })),
      total: total.rows[0].n,
      page,
      size,
    };
  }
}
