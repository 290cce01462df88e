import type { PublicMemberDto } from '@cp/shared/domain';
import type { Queryable } from '../../db/types';
import { fileUrl } from '../members/files/urls';
import { guessErrors } from './errors';

interface Row {
  id: string | number;
  nickname: string;
  avatar_sha256: string | null;
  intro: string;
  fans_count: number;
  subscribed: boolean;
}

/** Public members' data: nickname (or user name), avatar, intro, fans, whether `viewer` follows them. */
export async function publicMembers(
  db: Queryable,
  ids: readonly number[],
  viewer: number | null,
): Promise<Map<number, PublicMemberDto>> {
  const r = await db.query<Row>(
    `SELECT m.id, coalesce(nullif(m.nickname, ''), m.user_name) AS nickname, m.avatar_sha256, m.intro, m.fans_count,
            EXISTS (SELECT 1 FROM member_subscriptions s WHERE s.follower_id = $2 AND s.followee_id = m.id) AS subscribed
     FROM members m WHERE m.id = ANY($1::bigint[])`,
    [ids, viewer ?? 0],
  );
  return new Map(
    r.rows.map((m) => [
      Number(m.id),
      {
        userID: Number(m.id),
        nickname: m.nickname,
        avatarURL: m.avatar_sha256 ? fileUrl(m.avatar_sha256) : null,
        intro: m.intro,
        fansCount: Number(m.fans_count),
        subscribed: m.subscribed,
      },
    ]),
  );
}

export async function publicMember(db: Queryable, id: number, viewer: number | null): Promise<PublicMemberDto> {
  const found = (await publicMembers(db, [id], viewer)).get(id);
  if (!found) throw guessErrors.memberNotFound();
  return found;
}
