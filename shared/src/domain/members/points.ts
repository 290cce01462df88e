import { DAY_MS, formatBeijingDate, parseBeijingDate } from '../time/beijing';
import { beijingWeekOf } from '../time/week';

/**
 * The points ledger's kinds and the Beijing-time keys that make an award happen once
 * (specification section 9; issue 15 item 2). Every entry is `(member, delta, kind, reference)`
 * and the server keeps `(member, kind, reference)` unique, so a reference is the award's
 * once-only key: the Beijing date for the daily sign-in, the Monday of the Beijing week for the
 * weekly login bonus. The guess centre (issue 16) adds its own kinds to the same ledger.
 */
export type PointsKind = 'signin' | 'weeklyLogin' | 'guessStake' | 'guessPayout' | 'guessRefund';

/** The kinds that are fixed awards (each with its delta). */
export type PointsAwardKind = 'signin' | 'weeklyLogin';

export interface PointsKindInfo {
  /** Chinese name shown in the points history. */
  label: string;
  /** Points the award gives; null for the guess centre's kinds, whose amount varies. */
  delta: number | null;
}

export interface PointsAwardInfo extends PointsKindInfo {
  delta: number;
}

/** The fixed awards: daily sign-in 100, first login of a Beijing week 1000 (section 9). */
export const POINTS_AWARDS: Record<PointsAwardKind, PointsAwardInfo> = {
  signin: { label: '每日签到', delta: 100 },
  weeklyLogin: { label: '每周首次登录', delta: 1000 },
};

/**
 * Every kind of ledger entry: the awards, and the guess centre's (issue 16) — a stake (one
 * entry per placed order: −10 × guesses; reference `order:<id>`), a payout (one entry per
 * member and draw: the sum of the won and 和-refunded guesses; reference `<code>:<period>`), a
 * refund of a period that got no draw (reference `<code>:<period>`).
 */
export const POINTS_KINDS: Record<PointsKind, PointsKindInfo> = {
  ...POINTS_AWARDS,
  guessStake: { label: '竞猜投注', delta: null },
  guessPayout: { label: '竞猜派奖', delta: null },
  guessRefund: { label: '竞猜退还', delta: null },
};

/** The kinds in display order (the history's kind filter). */
export const POINTS_KIND_LIST: readonly PointsKind[] = [
  'signin',
  'weeklyLogin',
  'guessStake',
  'guessPayout',
  'guessRefund',
];

export function isPointsKind(kind: string): kind is PointsKind {
  return Object.prototype.hasOwnProperty.call(POINTS_KINDS, kind);
}

/** Chinese name of a ledger kind; an unknown kind (one added later) shows as itself. */
export function pointsKindLabel(kind: string): string {
  return isPointsKind(kind) ? POINTS_KINDS[kind].label : kind;
}

/**
 * Reference of the daily sign-in at instant `ms`: the Beijing date, YYYY-MM-DD. The day turns
 * at 00:00 Beijing time (16:00 UTC), whatever the server's zone.
 */
export function signInReference(ms: number): string {
  return formatBeijingDate(ms);
}

/**
 * Reference of the weekly login bonus at instant `ms`: the Monday (YYYY-MM-DD) of the Beijing
 * Monday–Sunday week containing it, so the first login from Monday 00:00 Beijing gets it again.
 */
export function weeklyLoginReference(ms: number): string {
  return beijingWeekOf(ms).key;
}

/** The longest span the points history may be asked for at once, in days. */
export const MAX_HISTORY_RANGE_DAYS = 366;

export type DateRange = { ok: true; start: number | null; end: number | null } | { ok: false; message: string };

/**
 * The instants `[start, end)` of a range of Beijing dates, both ends included as whole days:
 * from 00:00 Beijing on `from` to 00:00 Beijing on the day after `to`. Either end may be left
 * out (open). Refuses a date that does not exist, `from` after `to`, and a range longer than
 * MAX_HISTORY_RANGE_DAYS, with a Chinese message.
 */
export function beijingDateRange(from?: string, to?: string): DateRange {
  const start = from ? parseBeijingDate(from) : null;
  if (from && start === null) return { ok: false, message: `开始日期不正确：${from.slice(0, 20)}（应为 YYYY-MM-DD）` };
  const toStart = to ? parseBeijingDate(to) : null;
  if (to && toStart === null) return { ok: false, message: `结束日期不正确：${to.slice(0, 20)}（应为 YYYY-MM-DD）` };
  const end = toStart === null ? null : toStart + DAY_MS;
  if (start !== null && end !== null) {
    if (start >= end) return { ok: false, message: '开始日期不能晚于结束日期' };
    if ((end - start) / DAY_MS > MAX_HISTORY_RANGE_DAYS)
      return { ok: false, message: `一次最多查询 ${MAX_HISTORY_RANGE_DAYS} 天` };
  }
  return { ok: true, start, end };
}
