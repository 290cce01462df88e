import {
  DAY_MS,
  beijingDateStart,
  beijingDayStart,
  beijingParts,
  clockSeconds,
  formatBeijingIso,
  parseBeijingDate,
} from '../time';
import { yearlySeq } from './calendar';
import type { CalendarSchedule } from './calendar';
import { intervalDrawsPerDay, intervalPeriodWidth, intervalSlotOf } from './interval';
import type { Schedule } from './types';

/** Why a draw is not in its lottery's timetable (machine codes of a refused row). */
export type DrawSlotRefusal =
  'PERIOD_NOT_IN_SCHEDULE' | 'NOT_A_DRAW_DAY' | 'DRAW_TIME_MISMATCH' | 'BEFORE_FIRST_DRAW' | 'NOT_DUE';

/** The verdict on one draw: its slot's scheduled time, or a machine code and a Chinese reason. */
export type DrawSlotCheck = { ok: true; slotTime: number } | { ok: false; code: DrawSlotRefusal; reason: string };

export interface DrawSlotOptions {
  /** Beijing date (YYYY-MM-DD) before which the lottery did not draw. */
  drawsSince?: string;
}

/**
 * How far a draw's time may lie from its period's scheduled time: half the interval, at most
 * 5 minutes, for lotteries that draw many times a day (37.5 s at 75 s, 30 s at 60 s, 5 min at
 * 10 min and more); 30 minutes for daily and weekly lotteries (a feed may give the time the
 * result was published rather than the scheduled draw time).
 */
export function drawTimeToleranceMs(schedule: Schedule): number {
  return schedule.kind === 'interval' ? Math.min(schedule.intervalSeconds * 500, 5 * 60_000) : 30 * 60_000;
}

const WEEKDAYS = '日一二三四五六';
const fail = (code: DrawSlotRefusal, reason: string): DrawSlotCheck => ({ ok: false, code, reason });
const shown = (ms: number) => formatBeijingIso(ms).slice(0, 19).replace('T', ' ');
const shownDate = (ms: number) => formatBeijingIso(ms).slice(0, 10);

/** "37.5 秒", "5 分钟", "1 分 15 秒". */
export function formatDurationZh(ms: number): string {
  const seconds = Math.round(Math.abs(ms) / 100) / 10;
  if (seconds < 60) return `${seconds} 秒`;
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds - minutes * 60) * 10) / 10;
  return rest ? `${minutes} 分 ${rest} 秒` : `${minutes} 分钟`;
}

type Placed = { slotTime: number; day: number } | DrawSlotCheck;

type IntervalSchedule = Extract<Schedule, { kind: 'interval' }>;

/** Why a period is not one of an interval timetable's (yyyymmdd-sequence of the business day), or null when it is. */
export function intervalPeriodRefusal(s: IntervalSchedule, period: string): string | null {
  const width = intervalPeriodWidth(s);
  const perDay = intervalDrawsPerDay(s);
  const m = /^(\d{8})-(\d+)$/.exec(period);
  if (!m) return `期号应为“日期-序号”，序号 ${width} 位，例如 20261121-${'1'.padStart(width, '0')}`;
  if (m[2].length !== width || Number(m[2]) < 1 || Number(m[2]) > perDay)
    return `序号应为 ${width} 位的 1–${perDay}（该彩种每天开奖 ${perDay} 期）`;
  return intervalSlotOf(s, period) ? null : `期号中的日期 ${m[1]} 不存在`;
}

/** Interval timetables: the period alone names the slot. */
function placeInterval(s: IntervalSchedule, period: string): Placed {
  const slot = intervalSlotOf(s, period);
  if (!slot) return fail('PERIOD_NOT_IN_SCHEDULE', intervalPeriodRefusal(s, period) ?? '期号不在开奖时间表中');
  const day = beijingDateStart(+period.slice(0, 4), +period.slice(4, 6), +period.slice(6, 8));
  return { slotTime: slot.drawTime, day };
}

/**
 * Daily and weekly timetables: published histories have gaps (Spring Festival, moved draws),
 * so a period does not map to one date. The draw's own day decides: the period's year must be
 * that day's, its sequence no more than the draws possible from 1 January to that day, the day
 * a draw day, and the time that day's draw time.
 */
function placeCalendar(s: Extract<Schedule, { kind: 'daily' | 'weekly' }>, period: string, drawTime: number): Placed {
  const yy = s.periodFormat === 'yy-seq';
  const m = (yy ? /^(\d{2})(\d{3})$/ : /^(\d{4})(\d{3})$/).exec(period);
  if (!m || Number(m[2]) < 1)
    return fail(
      'PERIOD_NOT_IN_SCHEDULE',
      `期号应为${yy ? ' 2 位年份' : ' 4 位年份'} + 3 位序号，例如 ${yy ? '26325' : '2026325'}`,
    );
  const timeMs = clockSeconds(s.time) * 1000;
  // The Beijing day whose draw time lies nearest to the given time.
  const day = beijingDayStart(drawTime - timeMs + DAY_MS / 2);
  const slotTime = day + timeMs;
  const tolerance = drawTimeToleranceMs(s);
  if (Math.abs(drawTime - slotTime) > tolerance)
    return fail(
      'DRAW_TIME_MISMATCH',
      `开奖时间 ${shown(drawTime)} 不对：该彩种在 ${s.time} 开奖（允许相差 ${formatDurationZh(tolerance)}）`,
    );
  const { year, weekday } = beijingParts(day);
  const periodYear = yy ? String(year % 100).padStart(2, '0') : String(year).padStart(4, '0');
  if (m[1] !== periodYear)
    return fail('PERIOD_NOT_IN_SCHEDULE', `期号 ${period} 的年份与开奖日期 ${shownDate(day)} 不符`);
  const fixedDays = s.kind === 'weekly' && !s.irregular;
  if (fixedDays && !s.weekdays.includes(weekday)) {
    const days = s.weekdays.map((d) => WEEKDAYS[d]).join('、');
    return fail('NOT_A_DRAW_DAY', `${shownDate(day)}（星期${WEEKDAYS[weekday]}）不是开奖日：该彩种每周${days}开奖`);
  }
  // Days a draw may fall on: the fixed weekdays, else every day (daily, or a movable weekly draw).
  const drawDays: CalendarSchedule = fixedDays ? s : { time: s.time };
  const most = yearlySeq(drawDays, day);
  if (Number(m[2]) > most)
    return fail(
      'PERIOD_NOT_IN_SCHEDULE',
      `期号 ${period} 的序号超过了 ${year} 年截至 ${shownDate(day)} 最多可能的开奖次数（${most} 期）`,
    );
  return { slotTime, day };
}

/**
 * Does the draw (period, drawTime) belong to this timetable, and is it due at `now`? The period
 * must exist in the timetable, the time must be that period's scheduled time within
 * drawTimeToleranceMs, the day must not be before `drawsSince`, and nothing is due before both
 * its scheduled time and its own time have come. Pure: `now` is a parameter.
 */
export function checkScheduledDraw(
  schedule: Schedule,
  period: string,
  drawTime: number,
  now: number,
  options: DrawSlotOptions = {},
): DrawSlotCheck {
  if (!Number.isFinite(drawTime)) return fail('DRAW_TIME_MISMATCH', '开奖时间无效');
  const placed =
    schedule.kind === 'interval' ? placeInterval(schedule, period) : placeCalendar(schedule, period, drawTime);
  if ('ok' in placed) return placed;
  const { slotTime, day } = placed;
  const since = options.drawsSince ? parseBeijingDate(options.drawsSince) : null;
  if (since !== null && day < since)
    return fail('BEFORE_FIRST_DRAW', `开奖日期 ${shownDate(day)} 早于该彩种开始开奖的日期 ${options.drawsSince}`);
  if (schedule.kind === 'interval') {
    const tolerance = drawTimeToleranceMs(schedule);
    if (Math.abs(drawTime - slotTime) > tolerance)
      return fail(
        'DRAW_TIME_MISMATCH',
        `开奖时间 ${shown(drawTime)} 与期号 ${period} 的开奖时间 ${shown(slotTime)} 相差超过 ${formatDurationZh(tolerance)}`,
      );
  }
  const due = Math.max(slotTime, drawTime);
  if (now < due)
    return fail('NOT_DUE', `期号 ${period} 的开奖时间 ${shown(due)} 还没到（现在 ${shown(now)}），不能提前录入`);
  return { ok: true, slotTime };
}
