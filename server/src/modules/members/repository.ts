import type { Db, Queryable } from '../../db/types';

/** A member row as the services use it. */
export interface MemberRecord {
  id: number;
  userName: string;
  passwordHash: string;
  phone: string | null;
  nickname: string;
  intro: string;
  avatarSha256: string | null;
  score: number;
  fansCount: number;
  createdAt: number;
}

interface Row {
  id: number | string;
  user_name: string;
  password_hash: string;
  phone: string | null;
  nickname: string;
  intro: string;
  avatar_sha256: string | null;
  score: number | string;
  fans_count: number;
  created_ms: number;
}

const COLUMNS = `id, user_name, password_hash, phone, nickname, intro, avatar_sha256, score, fans_count,
  (extract(epoch FROM created_at) * 1000)::float8 AS created_ms`;

const toRecord = (r: Row): MemberRecord => ({
  id: Number(r.id),
  userName: r.user_name,
  passwordHash: r.password_hash,
  phone: r.phone,
  nickname: r.nickname,
  intro: r.intro,
  avatarSha256: r.avatar_sha256,
  score: Number(r.score),
  fansCount: Number(r.fans_count),
  createdAt: Number(r.created_ms),
});

/** PostgreSQL error codes the services turn into refusals. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function pgCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

export function pgConstraint(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'constraint' in err
    ? String((err as { constraint: unknown }).constraint)
    : undefined;
}

/** The members table. User names match without regard to case. */
export class MemberRepository {
  constructor(private readonly db: Db) {}

  async byId(id: number, q: Queryable = this.db): Promise<MemberRecord | null> {
    const r = await q.query<Row>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]);
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  async byUserName(userName: string): Promise<MemberRecord | null> {
    const r = await this.db.query<Row>(`SELECT ${COLUMNS} FROM members WHERE lower(user_name) = lower($1)`, [userName]);
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  async byPhone(phone: string): Promise<MemberRecord | null> {
    const r = await this.db.query<Row>(`SELECT ${COLUMNS} FROM members WHERE phone = $1`, [phone]);
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }

  async userNameTaken(userName: string): Promise<boolean> {
    const r = await this.db.query('SELECT 1 FROM members WHERE lower(user_name) = lower($1)', [userName]);
    return r.rows.length > 0;
  }

  /** Inserts a member; a name or phone already taken throws the unique violation (members_user_name_key / members_phone_key). */
  async insert(m: { userName: string; passwordHash: string; phone: string | null; at: number }): Promise<MemberRecord> {
    const at = new Date(m.at).toISOString();
    const r = await this.db.query<Row>(
      `INSERT INTO members (user_name, password_hash, phone, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $4) RETURNING ${COLUMNS}`,
      [m.userName, m.passwordHash, m.phone, at],
    );
    return toRecord(r.rows[0]);
  }

  async setPassword(id: number, passwordHash: string, at: number): Promise<void> {
    await this.db.query('UPDATE members SET password_hash = $2, updated_at = $3 WHERE id = $1', [
      id,
      passwordHash,
      new Date(at).toISOString(),
    ]);
  }

  async setPhone(id: number, phone: string, at: number): Promise<void> {
    await this.db.query('UPDATE members SET phone = $2, updated_at = $3 WHERE id = $1', [
      id,
      phone,
      new Date(at).toISOString(),
    ]);
  }

  /** Changes the given profile fields (undefined: unchanged). */
  async updateProfile(
    id: number,
    p: { nickname?: string; intro?: string; avatarSha256?: string | null },
    at: number,
  ): Promise<MemberRecord | null> {
    const r = await this.db.query<Row>(
      `UPDATE members SET
         nickname = CASE WHEN $2::boolean THEN $3 ELSE nickname END,
         intro = CASE WHEN $4::boolean THEN $5 ELSE intro END,
         avatar_sha256 = CASE WHEN $6::boolean THEN $7 ELSE avatar_sha256 END,
         updated_at = $8
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [
        id,
        p.nickname !== undefined,
        p.nickname ?? null,
        p.intro !== undefined,
        p.intro ?? null,
        p.avatarSha256 !== undefined,
        p.avatarSha256 ?? null,
        new Date(at).toISOString(),
      ],
    );
    return r.rows[0] ? toRecord(r.rows[0]) : null;
  }
}
