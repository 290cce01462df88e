import type { GuessOutcome } from './settle';

/** A member's current and longest run of won guesses. */
export interface WinningStreaks {
  current: number;
  longest: number;
}

/**
 * Winning streaks over a member's settled guesses in settlement order (oldest first; guesses
 * of the same draw ordered by the caller, e.g. by guess id). A win extends the run, a loss ends
 * it, and a refund (和) neither extends nor breaks it: it is as if the guess had not been made.
 * `current` is the run still going at the newest guess.
 */
export function winningStreaks(outcomes: Iterable<GuessOutcome>): WinningStreaks {
  let current = 0;
  let longest = 0;
  for (const o of outcomes) {
    if (o === 'won') longest = Math.max(longest, ++current);
    else if (o === 'lost') current = 0;
  }
  return { current, longest };
}

/** A guess as a member's record reads it (`outcome` null while open). */
export interface GuessRecordEntry {
  outcome: GuessOutcome | null;
  stake: number;
  /** Points credited at settlement; 0 while open. */
  payout: number;
}

/** A member's record over some guesses (predictionStats: this week or all time). */
export interface GuessStats {
  guesses: number;
  open: number;
  settled: number;
  wins: number;
  losses: number;
  refunds: number;
  /** wins / (wins + losses); 0 when nothing is decided. Refunds are left out. */
  winRate: number;
  /** Stakes of settled guesses. */
  stakes: number;
  payouts: number;
  /** payouts − stakes over settled guesses. */
  profit: number;
  currentStreak: number;
  longestStreak: number;
}

/**
 * A member's record (issue 16 item 5: guesses, wins, rate, profit, current and longest winning
 * streak), with the same definitions as the rankings: rate over won + lost guesses, profit over
 * settled guesses, streaks by winningStreaks. `entries` in settlement order, open ones anywhere.
 */
export function summarizeGuesses(entries: readonly GuessRecordEntry[]): GuessStats {
  const s = { guesses: 0, open: 0, settled: 0, wins: 0, losses: 0, refunds: 0, stakes: 0, payouts: 0 };
  const outcomes: GuessOutcome[] = [];
  for (const e of entries) {
    s.guesses += 1;
    if (e.outcome === null) {
      s.open += 1;
      continue;
    }
    outcomes.push(e.outcome);
    s.settled += 1;
    s.stakes += e.stake;
    s.payouts += e.payout;
    if (e.outcome === 'won') s.wins += 1;
    else if (e.outcome === 'lost') s.losses += 1;
    else s.refunds += 1;
  }
  const decided = s.wins + s.losses;
  const streaks = winningStreaks(outcomes);
  return {
    ...s,
    winRate: decided === 0 ? 0 : s.wins / decided,
    profit: s.payouts - s.stakes,
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
  };
}
