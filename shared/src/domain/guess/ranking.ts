import { RANKING_MIN_GUESSES } from './constants';
import type { GuessOutcome } from './settle';

/**
 * Weekly rankings (issue 16 item 4; specification sections 2 and 5). The server ranks in SQL;
 * these functions are the definition, and the reference its tests compare against.
 *
 * - A guess belongs to the Beijing week in which it was PLACED (`placedAt` in
 *   [week.start, week.end), time/week.ts), so a week's membership never changes; a guess
 *   placed on Sunday and drawn on Monday counts, once settled, for the Sunday's week.
 * - Qualification: at least RANKING_MIN_GUESSES (4) guesses placed that week, open or settled.
 * - Win rate = wins / (wins + losses): refunds neither win nor lose and are left out; a member
 *   with nothing decided has rate 0. Profit = payouts − stakes over SETTLED guesses (an open
 *   guess is not a loss yet; a refund is 0).
 * - `reachedAt` = the settlement time of the member's last won or lost guess of the week — the
 *   instant their rate, wins and profit took their current values (refunds change none of
 *   them) — or, with none decided, the time of their first guess.
 * - rankingWins: win rate desc, then wins desc, then reachedAt asc (who got there first), then
 *   memberId asc. rankingProfits: profit desc, then reachedAt asc, then memberId asc. The order
 *   is total, so ranks are 1, 2, 3 … with no shared places.
 */

/** A guess as the rankings read it. */
export interface RankingGuess {
  memberId: number | string;
  /** Epoch ms the guess was placed. */
  placedAt: number;
  /** Null while the guess is open. */
  outcome: GuessOutcome | null;
  /** Epoch ms of settlement; null while open. */
  settledAt: number | null;
  stake: number;
  /** Points credited at settlement (0 while open or lost). */
  payout: number;
}

/** One member's week. */
export interface MemberTally {
  memberId: number | string;
  /** Guesses placed in the week, open ones included. */
  guesses: number;
  open: number;
  wins: number;
  losses: number;
  refunds: number;
  /** Stakes of the settled guesses. */
  stakes: number;
  payouts: number;
  /** payouts − stakes over settled guesses. */
  profit: number;
  /** wins / (wins + losses), 0 when nothing is decided. */
  winRate: number;
  firstGuessAt: number;
  reachedAt: number;
}

/** A qualified member's row with its place (1-based). */
export interface RankingRow extends MemberTally {
  rank: number;
}

/** Which ranking: by win rate (rankingWins) or by profit (rankingProfits). */
export type RankingKind = 'wins' | 'profits';

/**
 * Tallies guesses per member, keeping those placed in [week.start, week.end) when a week is
 * given (all of them otherwise). Members come out in order of first appearance.
 */
export function tallyMembers(guesses: readonly RankingGuess[], week?: { start: number; end: number }): MemberTally[] {
  const byMember = new Map<number | string, MemberTally & { decidedAt: number }>();
  for (const g of guesses) {
    if (week && (g.placedAt < week.start || g.placedAt >= week.end)) continue;
    let t = byMember.get(g.memberId);
    if (!t) {
      t = {
        memberId: g.memberId,
        guesses: 0,
        open: 0,
        wins: 0,
        losses: 0,
        refunds: 0,
        stakes: 0,
        payouts: 0,
        profit: 0,
        winRate: 0,
        firstGuessAt: g.placedAt,
        reachedAt: g.placedAt,
        decidedAt: -Infinity,
      };
      byMember.set(g.memberId, t);
    }
    t.guesses += 1;
    t.firstGuessAt = Math.min(t.firstGuessAt, g.placedAt);
    if (g.outcome === null) {
      t.open += 1;
      continue;
    }
    t.stakes += g.stake;
    t.payouts += g.payout;
    if (g.outcome === 'refund') t.refunds += 1;
    else {
      if (g.outcome === 'won') t.wins += 1;
      else t.losses += 1;
      t.decidedAt = Math.max(t.decidedAt, g.settledAt ?? g.placedAt);
    }
  }
  return [...byMember.values()].map(({ decidedAt, ...t }) => {
    const decided = t.wins + t.losses;
    return {
      ...t,
      profit: t.payouts - t.stakes,
      winRate: decided === 0 ? 0 : t.wins / decided,
      reachedAt: decidedAt === -Infinity ? t.firstGuessAt : decidedAt,
    };
  });
}

function compareIds(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * rankingWins order: win rate desc (compared exactly as wins_a × decided_b vs wins_b × decided_a,
 * no floating point), then wins desc, then reachedAt asc, then memberId asc.
 */
export function compareByWins(a: MemberTally, b: MemberTally): number {
  const da = Math.max(1, a.wins + a.losses);
  const db = Math.max(1, b.wins + b.losses);
  return (
    b.wins * da - a.wins * db || b.wins - a.wins || a.reachedAt - b.reachedAt || compareIds(a.memberId, b.memberId)
  );
}

/** rankingProfits order: profit desc, then reachedAt asc, then memberId asc. */
export function compareByProfits(a: MemberTally, b: MemberTally): number {
  return b.profit - a.profit || a.reachedAt - b.reachedAt || compareIds(a.memberId, b.memberId);
}

/** Members with at least RANKING_MIN_GUESSES (4) guesses placed in the tallied week. */
export function isQualified(t: MemberTally): boolean {
  return t.guesses >= RANKING_MIN_GUESSES;
}

/** The ranking of the qualified members, best first, with ranks 1…n. */
export function rankMembers(tallies: readonly MemberTally[], kind: RankingKind): RankingRow[] {
  const order = kind === 'wins' ? compareByWins : compareByProfits;
  return tallies
    .filter(isQualified)
    .sort(order)
    .map((t, i) => ({ ...t, rank: i + 1 }));
}

/**
 * What a ranking page shows: the first `top` rows (50) and the member's own row wherever it is
 * (null when the member is not ranked: a guest, or fewer than 4 guesses that week).
 */
export function rankingPage(
  rows: readonly RankingRow[],
  memberId: number | string | null,
  top = 50,
): { top: RankingRow[]; me: RankingRow | null } {
  const me = memberId === null ? null : (rows.find((r) => r.memberId === memberId) ?? null);
  return { top: rows.slice(0, top), me };
}
