import type { SubscribedUserDto } from '@cp/shared/domain';
import { formatBeijingIso } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import type { Catalogue } from '../lotteries/catalogue';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../members/repository';
import { guessErrors } from './errors';
import { publicMember, publicMembers } from './members';
import { GUESS_COLUMNS, toGuessDto } from './rows';
import type { GuessRow } from './rows';

export interface SubscriptionState {
  subscribed: boolean;
  fansCount: number;
}

/**
 * subscribedUsers (issue 16 item 5): following a member (not oneself) and unfollowing are
 * idempotent; members.fans_count moves with the rows (trigger of migration 008), so it is the
 * real number of subscribers.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly clock: Clock,
  ) {}

  async subscribe(follower: number, followee: number): Promise<SubscriptionState> {
    if (follower === followee) throw guessErrors.selfSubscribe();
    try {
      await this.db.query(
        `INSERT INTO member_subscriptions (follower_id, followee_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [follower, followee, new Date(this.clock.now()).toISOString()],
      );
    } catch (err) {
      // No such member to follow (the foreign key): the same refusal as a member page's.
      if (pgCode(err) === FOREIGN_KEY_VIOLATION) throw guessErrors.memberNotFound();
      throw err;
    }
    return { subscribed: true, fansCount: (await publicMember(this.db, followee, null)).fansCount };
  }

  async unsubscribe(follower: number, followee: number): Promise<SubscriptionState> {
    await this.db.query('DELETE FROM member_subscriptions WHERE follower_id = $1 AND followee_id = $2', [
      follower,
      followee,
    ]);
    return { subscribed: false, fansCount: (await publicMember(this.db, followee, null)).fansCount };
  }

  async follows(follower: number, followee: number): Promise<boolean> {
    const r = await this.db.query('SELECT 1 FROM member_subscriptions WHERE follower_id = $1 AND followee_id = $2', [
      follower,
      followee,
    ]);
    return r.rows.length > 0;
  }

  /** Whom the member follows (newest first), each with their open guesses. */
  async list(follower: number): Promise<SubscribedUserDto[]> {
    const subs = await this.db.query<{ followee_id: string | number; created_ms: number }>(
      `SELECT followee_id, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM member_subscriptions WHERE follower_id = $1 ORDER BY created_at DESC, followee_id LIMIT 500`,
      [follower],
    );
    const ids = subs.rows.map((s) => Number(s.followee_id));
    if (!ids.length) return [];
    const members = await publicMembers(this.db, ids, follower);
    const open = await this.db.query<GuessRow>(
      `SELECT ${GUESS_COLUMNS} FROM guesses g WHERE g.member_id = ANY($1::bigint[]) AND g.status = 'open'
       ORDER BY g.id DESC LIMIT 2000`,
      [ids],
    );
    return subs.rows.flatMap((s) => {
      const m = members.get(Number(s.followee_id));
      if (!m) return [];
      return [
        {
          ...m,
          subscribedAt: formatBeijingIso(Number(s.created_ms)),
          openGuesses: open.rows
            .filter((g) => Number(g.member_id) === m.userID)
            .map((g) => toGuessDto(g, this.catalogue.find(g.code))),
        },
      ];
    });
  }
}
