import type { Family } from '../types';

/**
 * Guess-centre constants (specification section 9; issue 16). Points are not money and are not
 * exchangeable for cash, but every figure is an integer so no point is ever lost to rounding.
 */

/** The families whose lotteries have the guess centre (catalogue kind `jingCai`). */
export type GuessFamily = 'pk10' | 'ssc';

/** Guess-centre families in menu order. */
export const GUESS_FAMILIES: readonly GuessFamily[] = ['pk10', 'ssc'];

/** True for a family the guess centre covers (PK10 and 时时彩). */
export function isGuessFamily(group: Family | string): group is GuessFamily {
  return group === 'pk10' || group === 'ssc';
}

/** What a guess is on: 大小, 单双, 龙虎 of a position, or a single number at it. */
export type GuessPlay = 'daxiao' | 'danshuang' | 'longhu' | 'number';

/** Every play, in display order. */
export const GUESS_PLAYS: readonly GuessPlay[] = ['daxiao', 'danshuang', 'longhu', 'number'];

/** Chinese names of the plays. */
export const GUESS_PLAY_LABELS: Record<GuessPlay, string> = {
  daxiao: '大小',
  danshuang: '单双',
  longhu: '龙虎',
  number: '号码',
};

/** Points one guess costs (section 9: each stake costs 10 points). */
export const GUESS_STAKE = 10;

/**
 * Odds in hundredths, so payouts are computed on integers: 1.98 for the two-sided plays (大小,
 * 单双, 龙虎) and 9.85 for a number (section 9).
 */
export const GUESS_ODDS_HUNDREDTHS: Record<GuessPlay, number> = {
  daxiao: 198,
  danshuang: 198,
  longhu: 198,
  number: 985,
};

/** The odds of a play as a decimal for display (1.98 or 9.85). */
export function guessOdds(play: GuessPlay): number {
  return GUESS_ODDS_HUNDREDTHS[play] / 100;
}

/**
 * Points a winning guess pays: ceil(stake × odds), fractions rounded up (section 9), computed
 * in integers — 10 × 1.98 = 19.8 → 20 and 10 × 9.85 = 98.5 → 99. Floating point would round
 * some products the wrong way up (3 × 1.1 is 3.3000000000000003, whose ceiling is 4).
 */
export function guessPayout(play: GuessPlay, stake = GUESS_STAKE): number {
  return Math.floor((stake * GUESS_ODDS_HUNDREDTHS[play] + 99) / 100);
}

/** The most guesses a member may hold open for one period (issue 16 item 2). */
export const MAX_OPEN_GUESSES_PER_PERIOD = 20;

/** Betting on a period closes this many seconds before its draw time (已封盘). */
export const GUESS_CLOSE_SECONDS = 10;

/** Guesses placed that a member needs in a week to appear in its rankings (section 5). */
export const RANKING_MIN_GUESSES = 4;
