import { FAMILIES } from '../families';
import { ballParity, ballSize, SIDE_LABELS } from '../rules/constants';
import { longHuOf } from '../rules/labels';
import type { GuessFamily, GuessPlay } from './constants';
import { GUESS_PLAY_LABELS, GUESS_PLAYS, guessOdds, guessPayout } from './constants';

/**
 * The guess centre's plays per family, read from the family rules of rules/ (nothing here
 * re-encodes a threshold):
 *
 * - every position `hm1…hmN` (PK10 冠军…第十名, 时时彩 万位…个位) has 大小, 单双 and 号码;
 * - 龙虎 only where the family pairs that position: PK10 冠军…第五名 against 第十名…第六名
 *   (1V10 … 5V6), 时时彩 万位 against 个位. A 时时彩 龙虎 with equal digits is 和 (refund).
 *
 * PK10: 6–10 大, 1–5 小; 时时彩: 5–9 大, 0–4 小; 单双 by parity. Neither family has a per-ball 和,
 * so the only refund is 时时彩 龙虎 和 (the settlement still refunds any 和 the rules return).
 */

/** One guess: which position, which play, which pick (a label or a number as text). */
export interface GuessSelection {
  /** Position key `hm1…hmN`. */
  position: string;
  play: GuessPlay;
  /** 大/小, 单/双, 龙/虎, or the number in decimal without padding ('7', '10', '0'). */
  pick: string;
}

/** One pick on the board: its canonical value and its label (numbers padded like the balls). */
export interface GuessPickOption {
  pick: string;
  label: string;
}

/** One play at one position, with its odds, the points a win pays and its rule in Chinese. */
export interface GuessPlayOption {
  play: GuessPlay;
  label: string;
  odds: number;
  payout: number;
  rule: string;
  picks: GuessPickOption[];
}

/** One position of the board: key, Chinese label and the plays it offers. */
export interface GuessPositionOption {
  position: string;
  label: string;
  plays: GuessPlayOption[];
}

/**
 * 0-based index of the position a 龙虎 guess at `index` is compared with, or null when the
 * family has no 龙虎 there: PK10 i ↔ 9 − i for i < 5; 时时彩 0 ↔ 4.
 */
export function longHuOpponent(group: GuessFamily, index: number): number | null {
  if (group === 'pk10') return index >= 0 && index < 5 ? 9 - index : null;
  return index === 0 ? 4 : null;
}

/** 0-based index of a position key of the family, or null (`hm1` → 0). */
export function guessPositionIndex(group: GuessFamily, position: string): number | null {
  const m = /^hm([1-9]\d?)$/.exec(position);
  if (!m) return null;
  const i = Number(m[1]) - 1;
  return i < FAMILIES[group].positionLabels.length ? i : null;
}

/** The balls of the family as labels: padded to two digits where the range passes 9. */
export function guessNumberLabel(group: GuessFamily, n: number): string {
  return FAMILIES[group].max > 9 ? String(n).padStart(2, '0') : String(n);
}

/** Sides of a two-sided play in board order (大 小, 单 双, 龙 虎). */
export const GUESS_SIDES: Record<Exclude<GuessPlay, 'number'>, readonly string[]> = {
  daxiao: ['大', '小'],
  danshuang: ['单', '双'],
  longhu: ['龙', '虎'],
};

function rangeText(group: GuessFamily, values: number[]): string {
  const first = guessNumberLabel(group, values[0]);
  const last = guessNumberLabel(group, values[values.length - 1]);
  return values.length === 1 ? first : `${first}–${last}`;
}

/** The Chinese rule of a play at a position, derived from the family rules. */
function ruleOf(group: GuessFamily, play: GuessPlay, index: number): string {
  const spec = FAMILIES[group];
  const values = Array.from({ length: spec.max - spec.min + 1 }, (_, i) => spec.min + i);
  const label = spec.positionLabels[index];
  switch (play) {
    case 'daxiao': {
      const big = values.filter((v) => ballSize(group, v, index) === 'da');
      const small = values.filter((v) => ballSize(group, v, index) === 'xiao');
      return `${label}号码 ${rangeText(group, big)} 为大，${rangeText(group, small)} 为小`;
    }
    case 'danshuang':
      return `${label}号码为单数是单，为双数是双`;
    case 'longhu': {
      const other = spec.positionLabels[longHuOpponent(group, index) ?? 0];
      const tie = group === 'ssc' ? `，相等为和（和局退还积分）` : '';
      return `${label}号码大于${other}为龙，小于为虎${tie}`;
    }
    case 'number':
      return `猜中${label}开出的号码（${rangeText(group, values)}）`;
  }
}

function picksOf(group: GuessFamily, play: GuessPlay): GuessPickOption[] {
  if (play !== 'number') return GUESS_SIDES[play].map((s) => ({ pick: s, label: s }));
  const spec = FAMILIES[group];
  return Array.from({ length: spec.max - spec.min + 1 }, (_, i) => {
    const n = spec.min + i;
    return { pick: String(n), label: guessNumberLabel(group, n) };
  });
}

/**
 * The guess board of a family: every position with the plays it offers (大小, 单双, 龙虎 where
 * longHuOpponent pairs it, 号码), each with odds (1.98 / 9.85), the points a win pays (20 / 99),
 * its rule and its picks. The server validates against this and the remote renders it.
 */
export function guessCatalogue(group: GuessFamily): GuessPositionOption[] {
  return FAMILIES[group].positionLabels.map((label, index) => ({
    position: `hm${index + 1}`,
    label,
    plays: GUESS_PLAYS.filter((play) => play !== 'longhu' || longHuOpponent(group, index) !== null).map((play) => ({
      play,
      label: GUESS_PLAY_LABELS[play],
      odds: guessOdds(play),
      payout: guessPayout(play),
      rule: ruleOf(group, play, index),
      picks: picksOf(group, play),
    })),
  }));
}

/**
 * The result label of a play at a position for a legal draw: 大/小/和, 单/双/和, 龙/虎/和 from
 * the family rules (ballSize, ballParity, longHuOf), or the drawn number as text. Null when the
 * family has no such play at that position.
 */
export function guessResultOf(
  group: GuessFamily,
  play: GuessPlay,
  index: number,
  balls: readonly number[],
): string | null {
  const ball = balls[index];
  switch (play) {
    case 'daxiao':
      return SIDE_LABELS[ballSize(group, ball, index)];
    case 'danshuang':
      return SIDE_LABELS[ballParity(group, ball, index)];
    case 'longhu': {
      const other = longHuOpponent(group, index);
      return other === null ? null : SIDE_LABELS[longHuOf(ball, balls[other])];
    }
    case 'number':
      return String(ball);
  }
}
