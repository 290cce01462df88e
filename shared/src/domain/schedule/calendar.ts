import { DAY_MS, beijingDateStart, beijingDayStart, beijingParts, clockSeconds } from '../time';
import type { ScheduledDraw } from './types';

export type CalendarSchedule = { time: string; weekdays?: number[]; periodFormat?: 'year-seq' | 'yy-seq' };

const drawsOn = (s: CalendarSchedule, dayStart: number): boolean =>
  !s.weekdays || s.weekdays.includes(beijingParts(dayStart).weekday);

/** Number of draw days from 1 January up to and including `dayStart` (the yearly sequence). */
export function yearlySeq(s: CalendarSchedule, dayStart: number): number {
  const { year } = beijingParts(dayStart);
  const jan1 = beijingDateStart(year, 1, 1);
  const days = Math.round((dayStart - jan1) / DAY_MS) + 1;
  if (!s.weekdays) return days;
  const jan1Weekday = beijingParts(jan1).weekday;
  let count = 0;
  for (const wd of s.weekdays) {
    const firstOffset = (wd - jan1Weekday + 7) % 7;
    if (firstOffset < days) count += Math.floor((days - 1 - firstOffset) / 7) + 1;
  }
  return count;
}

function slot(s: CalendarSchedule, dayStart: number): ScheduledDraw {
  const { year } = beijingParts(dayStart);
  const seq = String(yearlySeq(s, dayStart)).padStart(3, '0');
  const prefix = s.periodFormat === 'yy-seq' ? String(year % 100).padStart(2, '0') : String(year);
  return { period: `${prefix}${seq}`, drawTime: dayStart + clockSeconds(s.time) * 1000 };
}

export function calendarLatest(s: CalendarSchedule, now: number): ScheduledDraw | null {
  for (let dayStart = beijingDayStart(now), i = 0; i < 400; i++, dayStart -= DAY_MS) {
    if (!drawsOn(s, dayStart)) continue;
    const d = slot(s, dayStart);
    if (d.drawTime <= now) return d;
  }
  return null;
}

export function calendarNext(s: CalendarSchedule, now: number): ScheduledDraw {
  for (let dayStart = beijingDayStart(now), i = 0; i < 400; i++, dayStart += DAY_MS) {
    if (!drawsOn(s, dayStart)) continue;
    const d = slot(s, dayStart);
    if (d.drawTime > now) return d;
  }
  throw new RangeError('timetable has no future draw');
}

export function calendarBetween(s: CalendarSchedule, from: number, to: number): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  for (let dayStart = beijingDayStart(from); dayStart <= to; dayStart += DAY_MS) {
    if (!drawsOn(s, dayStart)) continue;
    const d = slot(s, dayStart);
    if (d.drawTime > from && d.drawTime <= to) out.push(d);
  }
  return out;
}

/** The last `n` slots with drawTime ≤ now, oldest first. */
export function calendarLastN(s: CalendarSchedule, now: number, n: number): ScheduledDraw[] {
  const out: ScheduledDraw[] = [];
  for (let dayStart = beijingDayStart(now); out.length < n; dayStart -= DAY_MS) {
    if (!drawsOn(s, dayStart)) continue;
    const d = slot(s, dayStart);
    if (d.drawTime <= now) out.push(d);
  }
  return out.reverse();
}
