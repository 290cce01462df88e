import { validateBalls } from '../families';
import { nextSlot } from '../schedule';
import type { Schedule } from '../schedule';
import type { GuessFamily } from './constants';
import { GUESS_CLOSE_SECONDS, GUESS_STAKE, guessPayout } from './constants';
import type { GuessSelection } from './plays';
import { guessPositionIndex, guessResultOf } from './plays';
import { validateSelection } from './validate';

/** How a settled guess ended: won, lost, or refunded (a 和 result on a two-sided play). */
export type GuessOutcome = 'won' | 'lost' | 'refund';

/** The settlement of one guess: outcome, points credited, and the result it was judged on. */
export interface GuessSettlement {
  outcome: GuessOutcome;
  /**
   * Points credited to the member: ceil(stake × odds) when won (20 or 99 for the 10-point
   * stake), the stake itself when refunded, 0 when lost. Profit = payout − stake.
   */
  payout: number;
  /** The drawn result for the play: 大/小/和, 单/双/和, 龙/虎/和, or the drawn number as text. */
  result: string;
}

/**
 * Settles one guess against a legal draw of its family (issue 16 items 1 and 3):
 * won when the play's result at the position equals the pick, refunded (the stake back) when
 * a two-sided play's result is 和 (时时彩 龙虎 with 万位 = 个位), lost otherwise. A 号码 guess
 * wins only on its exact number. Throws a RangeError for an illegal draw or an invalid
 * selection: settling either would credit points on a guess that never was.
 */
export function settleGuess(
  group: GuessFamily,
  selection: GuessSelection,
  balls: readonly number[],
  stake = GUESS_STAKE,
): GuessSettlement {
  const problem = validateBalls(group, balls);
  if (problem) throw new RangeError(problem);
  const checked = validateSelection(group, selection);
  if (!checked.ok) throw new RangeError(checked.message);
  const { position, play, pick } = checked.selection;
  const index = guessPositionIndex(group, position) as number;
  const result = guessResultOf(group, play, index, balls) as string;
  if (result === pick) return { outcome: 'won', payout: guessPayout(play, stake), result };
  if (result === '和') return { outcome: 'refund', payout: stake, result };
  return { outcome: 'lost', payout: 0, result };
}

/** Whether a period can still be guessed on, and until when. */
export interface GuessWindow {
  period: string;
  drawTime: number;
  /** Epoch ms at which betting closes: GUESS_CLOSE_SECONDS (10 s) before the draw time. */
  closesAt: number;
  /** True while now < closesAt (afterwards the period shows 已封盘 until its draw). */
  open: boolean;
}

/** Epoch ms at which betting on a draw closes: 10 seconds before its draw time. */
export function guessClosesAt(drawTime: number): number {
  return drawTime - GUESS_CLOSE_SECONDS * 1000;
}

/**
 * The period members may guess on at `now`: the lottery's next draw (the first slot after
 * `now`, schedule/), open until 10 seconds before its draw time. A request for any other
 * period, or for this one once closed, is refused.
 */
export function guessWindow(schedule: Schedule, now: number): GuessWindow {
  const next = nextSlot(schedule, now);
  const closesAt = guessClosesAt(next.drawTime);
  return { period: next.period, drawTime: next.drawTime, closesAt, open: now < closesAt };
}
