import { beijingDayStart, beijingParts, DAY_MS, formatBeijingDate, parseBeijingDate } from './beijing';

/**
 * A ranking week in Beijing time: Monday 00:00 (inclusive) to the next Monday 00:00
 * (exclusive), i.e. Monday to Sunday 24:00 (specification sections 2 and 5). `key` is the
 * Monday's date as YYYY-MM-DD: it sorts as text, parses with `parseBeijingDate` and has none of
 * the year-boundary cases of ISO week numbers (2026-12-28 is ISO week 2026-W53, 2027-01-01 too).
 */
export interface BeijingWeek {
  /** Epoch ms of Monday 00:00 Beijing time. */
  start: number;
  /** Epoch ms of the following Monday 00:00 Beijing time (exclusive end). */
  end: number;
  /** The Monday's date, YYYY-MM-DD, e.g. 2026-11-23. */
  key: string;
  /** Chinese label of the week for pickers, e.g. 2026-11-23 至 2026-11-29. */
  label: string;
}

/** Length of a week in ms (Beijing has no daylight saving, so every week is exactly this long). */
export const WEEK_MS = 7 * DAY_MS;

function weekStarting(start: number): BeijingWeek {
  const key = formatBeijingDate(start);
  return { start, end: start + WEEK_MS, key, label: `${key} 至 ${formatBeijingDate(start + 6 * DAY_MS)}` };
}

/**
 * The Beijing week containing the instant `ms`. Sunday 23:59:59.999 Beijing belongs to the week
 * that started the Monday before; Monday 00:00:00.000 Beijing (Sunday 16:00 UTC) starts a new one.
 */
export function beijingWeekOf(ms: number): BeijingWeek {
  const day = beijingDayStart(ms);
  const sinceMonday = (beijingParts(day).weekday + 6) % 7; // Monday 0 … Sunday 6
  return weekStarting(day - sinceMonday * DAY_MS);
}

/** The week a key names, or null when the key is not a valid date or not a Monday. */
export function beijingWeekByKey(key: string): BeijingWeek | null {
  const start = parseBeijingDate(key);
  if (start === null || beijingParts(start).weekday !== 1) return null;
  return weekStarting(start);
}

/**
 * The week containing `ms` and the `count − 1` weeks before it, newest first (the ranking's
 * week picker). `count` below 1 gives an empty list.
 */
export function recentBeijingWeeks(ms: number, count: number): BeijingWeek[] {
  const current = beijingWeekOf(ms);
  return Array.from({ length: Math.max(0, Math.floor(count)) }, (_, i) => weekStarting(current.start - i * WEEK_MS));
}
