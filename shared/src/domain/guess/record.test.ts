import type { GuessRecordEntry } from './record';
import { summarizeGuesses, winningStreaks } from './record';
import type { GuessOutcome } from './settle';

const seq = (text: string): GuessOutcome[] =>
  [...text].map((c) => ({ W: 'won', L: 'lost', R: 'refund' })[c] as GuessOutcome);

describe('winningStreaks', () => {
  it.each([
    ['', 0, 0],
    ['W', 1, 1],
    ['L', 0, 0],
    ['WWL', 0, 2],
    ['WWLW', 1, 2],
    ['LWWW', 3, 3],
    ['WRW', 2, 2], // a refund neither breaks …
    ['RRR', 0, 0], // … nor extends
    ['WWRLW', 1, 2],
    ['WLWWRWLWW', 2, 3],
    ['WWWLRR', 0, 3],
  ])('%p: current %p, longest %p', (text, current, longest) => {
    expect(winningStreaks(seq(text))).toEqual({ current, longest });
  });
});

describe('summarizeGuesses', () => {
  it('gives guesses, wins, rate, profit and streaks with the ranking definitions', () => {
    const e = (outcome: GuessOutcome | null, payout = 0): GuessRecordEntry => ({ outcome, stake: 10, payout });
    expect(
      summarizeGuesses([e('won', 20), e('won', 99), e('refund', 10), e('lost'), e('won', 20), e(null), e(null)]),
    ).toEqual({
      guesses: 7,
      open: 2,
      settled: 5,
      wins: 3,
      losses: 1,
      refunds: 1,
      winRate: 0.75,
      stakes: 50,
      payouts: 149,
      profit: 99,
      currentStreak: 1,
      longestStreak: 2,
    });
  });

  it('is all zeros for no guesses', () => {
    expect(summarizeGuesses([])).toMatchObject({ guesses: 0, winRate: 0, profit: 0, longestStreak: 0 });
  });
});
