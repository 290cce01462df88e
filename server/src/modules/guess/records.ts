import type {
  GuessOutcome,
  GuessPlay,
  GuessRecordEntry,
  MemberGuessDto,
  MyGuessPage,
  MyGuessQuery,
  PredictionHistoryPage,
  PredictionReportDto,
  PredictionReportRow,
  PredictionStatsDto,
} from '@cp/shared/domain';
import { GUESS_PLAY_LABELS, GUESS_PLAYS, beijingDateRange, summarizeGuesses } from '@cp/shared/domain';
import type { Db } from '../../db/types';
import { badRequest } from '../../lib/errors';
import type { Catalogue } from '../lotteries/catalogue';
import { publicMember, publicMembers } from './members';
import type { RankingService } from './rankings';
import { GUESS_COLUMNS, toGuessDto } from './rows';
import type { GuessRow } from './rows';

interface EntryRow {
  code: string;
  play: GuessPlay;
  status: 'open' | GuessOutcome;
  stake: number;
  payout: number | null;
  week: string;
}

const toEntry = (r: EntryRow): GuessRecordEntry => ({
  outcome: r.status === 'open' ? null : r.status,
  stake: r.stake,
  payout: r.payout ?? 0,
});

/** A member's guesses in settlement order (open ones last), as the records read them. */
const ENTRIES = `SELECT code, play, status, stake, payout, to_char(week, 'YYYY-MM-DD') AS week
  FROM guesses WHERE member_id = $1 ORDER BY settled_at NULLS LAST, id`;

/**
 * Members' records (issue 16 item 5): predictionStats, predictionsHistories (settled guesses
 * for everyone, open ones only for the member and their subscribers), latestPredictions, the
 * member's own guesses (我的竞猜) and report. Definitions are those of the domain (record.ts).
 */
export class RecordService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: Catalogue,
    private readonly rankings: RankingService,
  ) {}

  async stats(id: number, viewer: number | null): Promise<PredictionStatsDto> {
    const member = await publicMember(this.db, id, viewer);
    const entries = (await this.db.query<EntryRow>(ENTRIES, [id])).rows;
    const week = this.rankings.week(undefined);
    return {
      member,
      week: { ...summarizeGuesses(entries.filter((e) => e.week === week.key).map(toEntry)), ...week },
      allTime: summarizeGuesses(entries.map(toEntry)),
    };
  }

  /** Whether `viewer` may see `id`'s open guesses: it is them, or they follow them. */
  private async seesOpen(id: number, viewer: number | null): Promise<boolean> {
    if (viewer === null) return false;
    if (viewer === id) return true;
    const r = await this.db.query('SELECT 1 FROM member_subscriptions WHERE follower_id = $1 AND followee_id = $2', [
      viewer,
      id,
    ]);
    return r.rows.length > 0;
  }

  async histories(
    id: number,
    viewer: number | null,
    q: { lotteryCode?: string; page: number; size: number },
  ): Promise<PredictionHistoryPage> {
    await publicMember(this.db, id, viewer);
    if (q.lotteryCode) this.catalogue.get(q.lotteryCode);
    const includesOpen = await this.seesOpen(id, viewer);
    const where = `g.member_id = $1 AND ($2::text IS NULL OR g.code = $2) AND ($3 OR g.status <> 'open')`;
    const params = [id, q.lotteryCode || null, includesOpen];
    const total = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM guesses g WHERE ${where}`, params);
    const r = await this.db.query<GuessRow>(
      `SELECT ${GUESS_COLUMNS} FROM guesses g WHERE ${where} ORDER BY g.id DESC LIMIT $4 OFFSET $5`,
      [...params, q.size, (q.page - 1) * q.size],
    );
    return {
      list: r.rows.map((g) => toGuessDto(g, this.catalogue.find(g.code))),
      total: total.rows[0].n,
      page: q.page,
      size: q.size,
      includesOpen,
    };
  }

  /**
   * The newest settled guesses of all members (newest placed first: the settled ones of the latest
   * draws); for a member, first the open ones of those they follow.
   */
  async latest(code: string | undefined, size: number, viewer: number | null): Promise<MemberGuessDto[]> {
    if (code) this.catalogue.get(code);
    const followed =
      viewer === null
        ? []
        : (
            await this.db.query<GuessRow>(
              `SELECT ${GUESS_COLUMNS} FROM guesses g
               JOIN member_subscriptions s ON s.followee_id = g.member_id AND s.follower_id = $1
               WHERE g.status = 'open' AND ($2::text IS NULL OR g.code = $2) ORDER BY g.id DESC LIMIT $3`,
              [viewer, code || null, size],
            )
          ).rows;
    const settled = (
      await this.db.query<GuessRow>(
        `SELECT ${GUESS_COLUMNS} FROM guesses g WHERE g.status <> 'open' AND ($1::text IS NULL OR g.code = $1)
         ORDER BY g.id DESC LIMIT $2`,
        [code || null, size],
      )
    ).rows;
    const rows = [...followed, ...settled];
    const members = await publicMembers(this.db, [...new Set(rows.map((g) => Number(g.member_id)))], viewer);
    return rows.flatMap((g) => {
      const m = members.get(Number(g.member_id));
      return m
        ? [
            {
              ...toGuessDto(g, this.catalogue.find(g.code)),
              memberId: m.userID,
              nickname: m.nickname,
              avatarURL: m.avatarURL,
            },
          ]
        : [];
    });
  }

  /** GET me/predictions (我的竞猜): by lottery, state and Beijing dates placed, with totals over the whole filter. */
  async mine(memberId: number, q: MyGuessQuery): Promise<MyGuessPage> {
    if (q.lotteryCode) this.catalogue.get(q.lotteryCode);
    const range = beijingDateRange(q.from, q.to);
    if (!range.ok) throw badRequest(range.message);
    const where = `g.member_id = $1 AND ($2::text IS NULL OR g.code = $2)
      AND ($3::text IS NULL OR ($3 = 'open') = (g.status = 'open'))
      AND ($4::timestamptz IS NULL OR g.placed_at >= $4) AND ($5::timestamptz IS NULL OR g.placed_at < $5)`;
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const params = [memberId, q.lotteryCode || null, q.status ?? null, iso(range.start), iso(range.end)];
    const totals = await this.db.query<{
      guesses: number;
      open: number;
      wins: number;
      stakes: string | number;
      payouts: string | number;
    }>(
      `SELECT count(*)::int AS guesses, (count(*) FILTER (WHERE g.status = 'open'))::int AS open,
         (count(*) FILTER (WHERE g.status = 'won'))::int AS wins,
         coalesce(sum(g.stake) FILTER (WHERE g.status <> 'open'), 0) AS stakes, coalesce(sum(g.payout), 0) AS payouts
       FROM guesses g WHERE ${where}`,
      params,
    );
    const r = await this.db.query<GuessRow>(
      `SELECT ${GUESS_COLUMNS} FROM guesses g WHERE ${where} ORDER BY g.id DESC LIMIT $6 OFFSET $7`,
      [...params, q.size, (q.page - 1) * q.size],
    );
    const t = totals.rows[0];
    const stakes = Number(t.stakes);
    const payouts = Number(t.payouts);
    return {
      list: r.rows.map((g) => toGuessDto(g, this.catalogue.find(g.code))),
      total: t.guesses,
      page: q.page,
      size: q.size,
      totals: { guesses: t.guesses, open: t.open, wins: t.wins, stakes, payouts, profit: payouts - stakes },
    };
  }

  /** GET me/predictionReport: per lottery and play, the chosen week and all time. */
  async report(memberId: number, weekKey: string | undefined): Promise<PredictionReportDto> {
    const week = this.rankings.week(weekKey);
    const entries = (await this.db.query<EntryRow>(ENTRIES, [memberId])).rows;
    const groups = new Map<string, EntryRow[]>();
    for (const e of entries) {
      const key = `${e.code}\u0000${e.play}`;
      const list = groups.get(key);
      if (list) list.push(e);
      else groups.set(key, [e]);
    }
    const inWeek = (list: EntryRow[]) => list.filter((e) => e.week === week.key).map(toEntry);
    const rows: PredictionReportRow[] = [...groups.values()].map((list) => ({
      lotteryCode: list[0].code,
      lotteryName: this.catalogue.find(list[0].code)?.name ?? list[0].code,
      play: list[0].play,
      playLabel: GUESS_PLAY_LABELS[list[0].play],
      week: summarizeGuesses(inWeek(list)),
      allTime: summarizeGuesses(list.map(toEntry)),
    }));
    const playOrder = (p: GuessPlay) => GUESS_PLAYS.indexOf(p);
    rows.sort((a, b) => a.lotteryCode.localeCompare(b.lotteryCode) || playOrder(a.play) - playOrder(b.play));
    return {
      week,
      weeks: this.rankings.weeks(),
      rows,
      totals: { week: summarizeGuesses(inWeek(entries)), allTime: summarizeGuesses(entries.map(toEntry)) },
    };
  }
}
