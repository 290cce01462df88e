import { Lunar } from 'lunar-typescript';
import { beijingDateStart, beijingParts } from '../../time';

/**
 * The Chinese lunar year of a draw, which decides the six-mark 生肖 and 五行 tables. The year
 * turns at Spring Festival (正月初一) on the Beijing calendar; its date comes from the
 * `lunar-typescript` calendar, never from a hard-coded table.
 */

/** A calendar date. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// Spring Festival moves every year; the calendar computation costs about a millisecond, so
// each Gregorian year is computed once and kept (a bounded cache: one entry a year).
const springFestivalCache = new Map<number, number>();

/** The Gregorian date of Spring Festival (lunar 正月初一) of lunar year `year`. */
export function springFestival(year: number): CalendarDate {
  const solar = Lunar.fromYmd(year, 1, 1).getSolar();
  return { year: solar.getYear(), month: solar.getMonth(), day: solar.getDay() };
}

/** Epoch ms of 00:00 Beijing time on Spring Festival of lunar year `year`. */
export function springFestivalStartMs(year: number): number {
  let ms = springFestivalCache.get(year);
  if (ms === undefined) {
    const d = springFestival(year);
    ms = beijingDateStart(d.year, d.month, d.day);
    springFestivalCache.set(year, ms);
  }
  return ms;
}

/**
 * The lunar year an instant belongs to, on the Beijing calendar: the Gregorian year from its
 * Spring Festival (00:00 Beijing) on, the previous year before it. 2026-02-16 is still lunar
 * 2025 (蛇); 2026-02-17 00:00 starts lunar 2026 (马).
 */
export function lunarYearOf(drawTimeMs: number): number {
  const { year } = beijingParts(drawTimeMs);
  return drawTimeMs >= springFestivalStartMs(year) ? year : year - 1;
}
