import type { RankingPageDto, RankingRowDto, RankingWeekDto } from '@cp/shared/domain';
import { RANKING_MIN_GUESSES, beijingWeekByKey, beijingWeekOf, recentBeijingWeeks } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import type { Clock } from '../../lib/clock';
import { fileUrl } from '../members/files/urls';
import { guessErrors } from './errors';

/** Weeks the picker offers (this one and the ones before). */
export const RANKING_WEEKS = 12;
/** Rows of a ranking page. */
export const RANKING_TOP = 50;

interface Row {
  rank: string | number;
  member_id: string | number;
  nickname: string;
  avatar_sha256: string | null;
  guesses: number;
  wins: number;
  losses: number;
  profit: string | number;
  total: number;
}

/**
 * The order of each ranking over guess_tallies (shared/src/domain/guess/ranking.ts is the
 * definition; the tests compare this query with it): rate compared as an exact fraction —
 * numeric division, 0 with nothing decided — then wins, then who got there first.
 */
const ORDER = {
  wins: `coalesce(t.wins::numeric / nullif(t.wins + t.losses, 0), 0) DESC, t.wins DESC,
         coalesce(t.decided_at, t.first_at), t.member_id`,
  profits: `(t.payouts - t.stakes) DESC, coalesce(t.decided_at, t.first_at), t.member_id`,
} as const;

/**
 * rankingWins / rankingProfits (issue 16 item 4): a Beijing week (Monday 00:00 – Sunday 24:00)
 * of one lottery or of all ('' tallies), members with at least 4 guesses placed that week, the
 * first 50 and the asking member's own row wherever it is.
 */
export class RankingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  weeks(): RankingWeekDto[] {
    return recentBeijingWeeks(this.clock.now(), RANKING_WEEKS).map(({ key, label }) => ({ key, label }));
  }

  week(key: string | undefined): RankingWeekDto {
    const week = key ? beijingWeekByKey(key) : beijingWeekOf(this.clock.now());
    if (!week) throw guessErrors.unknownWeek(key ?? '');
    return { key: week.key, label: week.label };
  }

  async page(
    kind: 'wins' | 'profits',
    code: string | null,
    weekKey: string | undefined,
    memberId: number | null,
  ): Promise<RankingPageDto> {
    const week = this.week(weekKey);
    const r = await this.db.query<Row>(
      `WITH ranked AS (
         SELECT t.member_id, t.guesses, t.wins, t.losses, t.payouts - t.stakes AS profit,
                row_number() OVER (ORDER BY ${ORDER[kind]}) AS rank, count(*) OVER () AS total
         FROM guess_tallies t
         WHERE t.week = $1::date AND t.code = $2 AND t.guesses >= $3
       )
       SELECT r.rank, r.member_id, r.guesses, r.wins, r.losses, r.profit, r.total::int AS total,
              coalesce(nullif(m.nickname, ''), m.user_name) AS nickname, m.avatar_sha256
       FROM ranked r JOIN members m ON m.id = r.member_id
       WHERE r.rank <= $4 OR r.member_id = $5
       ORDER BY r.rank`,
      [week.key, code ?? '', RANKING_MIN_GUESSES, RANKING_TOP, memberId ?? 0],
    );
    const rows = r.rows.map(toRow);
    return {
      kind,
      lotteryCode: code,
      week,
      weeks: this.weeks(),
      list: rows.filter((x) => x.rank <= RANKING_TOP),
      total: r.rows[0]?.total ?? 0,
      me: memberId === null ? null : (rows.find((x) => x.memberId === memberId) ?? null),
      minGuesses: RANKING_MIN_GUESSES,
    };
  }
}

function toRow(r: Row): RankingRowDto {
  const decided = r.wins + r.losses;
  return {
    rank: Number(r.rank),
    memberId: Number(r.member_id),
    nickname: r.nickname,
    avatarURL: r.avatar_sha256 ? fileUrl(r.avatar_sha256) : null,
    guesses: r.guesses,
    wins: r.wins,
    losses: r.losses,
    winRate: decided === 0 ? 0 : r.wins / decided,
    profit: Number(r.profit),
  };
}
