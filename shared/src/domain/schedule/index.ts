import type { Schedule, ScheduledDraw } from './types';
import { intervalBetween, intervalDrawsPerDay, intervalLatest, intervalNext } from './interval';
import { calendarBetween, calendarLastN, calendarLatest, calendarNext } from './calendar';

export type { Schedule, ScheduledDraw } from './types';
export { intervalSlotOf } from './interval';
export { checkScheduledDraw, drawTimeToleranceMs, formatDurationZh, intervalPeriodRefusal } from './membership';
export type { DrawSlotCheck, DrawSlotOptions, DrawSlotRefusal } from './membership';

/** The most recent slot whose draw time is at or before `now`, or null. */
export function latestSlot(schedule: Schedule, now: number): ScheduledDraw | null {
  return schedule.kind === 'interval' ? intervalLatest(schedule, now) : calendarLatest(schedule, now);
}

/** The first slot whose draw time is after `now`. */
export function nextSlot(schedule: Schedule, now: number): ScheduledDraw {
  return schedule.kind === 'interval' ? intervalNext(schedule, now) : calendarNext(schedule, now);
}

/** Every slot with from < drawTime ≤ to, oldest first (catch-up after downtime). */
export function slotsBetween(schedule: Schedule, from: number, to: number): ScheduledDraw[] {
  return schedule.kind === 'interval' ? intervalBetween(schedule, from, to) : calendarBetween(schedule, from, to);
}

/** The last `n` slots at or before `now`, oldest first. */
export function lastSlots(schedule: Schedule, now: number, n: number): ScheduledDraw[] {
  if (schedule.kind !== 'interval') return calendarLastN(schedule, now, n);
  const perDay = intervalDrawsPerDay(schedule);
  const days = Math.ceil(n / perDay) + 2;
  const all = intervalBetween(schedule, now - days * 86400_000, now);
  return all.slice(Math.max(0, all.length - n));
}

/** Seconds between draws: the interval, or the typical gap of a calendar timetable. */
export function typicalIntervalSeconds(schedule: Schedule): number {
  if (schedule.kind === 'interval') return schedule.intervalSeconds;
  return schedule.kind === 'daily' ? 86400 : Math.round((7 * 86400) / schedule.weekdays.length);
}
