import {
  checkLotteryDraw,
  clockSeconds,
  formatBeijingDate,
  intervalPeriodRefusal,
  intervalSlotOf,
  parseBeijingDate,
  validateBalls,
} from '@cp/shared/domain';
import type { LotteryDef, Schedule } from '@cp/shared/domain';
import type { DrawRecord } from '../types';

/**
 * A row that cannot be taken: where it was (file line or array position), a machine code and
 * why, in Chinese. Codes: INVALID_JSON, INVALID_CSV, LINE_TOO_LONG, INVALID_ROW, INVALID_PERIOD,
 * INVALID_BALLS, INVALID_TIME, DRAW_DATE_MISMATCH, DUPLICATE_PERIOD, and the timetable's
 * PERIOD_NOT_IN_SCHEDULE, NOT_A_DRAW_DAY, DRAW_TIME_MISMATCH, BEFORE_FIRST_DRAW, NOT_DUE.
 */
export interface RowError {
  line: number;
  code: string;
  reason: string;
}

/** How many bad rows a refusal lists (all are counted). */
export const MAX_REPORTED_ERRORS = 200;

export const PERIOD_PATTERN = /^[0-9A-Za-z-]{1,20}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Refusal = { code: string; reason: string };
const refuse = (code: string, reason: string): Refusal => ({ code, reason });

/** The draw instant of a row: its drawTime, else its drawDate at the timetable's time, else the period's slot. */
function drawTimeOf(lottery: LotteryDef, row: Record<string, unknown>, period: string): number | Refusal {
  if (row.drawTime !== undefined) {
    if (typeof row.drawTime !== 'string' || !ISO_TIME.test(row.drawTime))
      return refuse('INVALID_TIME', 'drawTime 必须是带时区的 ISO 8601 时间，例如 2026-11-21T21:15:00+08:00');
    const ms = Date.parse(row.drawTime);
    return Number.isFinite(ms) ? ms : refuse('INVALID_TIME', `drawTime 不是有效时间：${row.drawTime.slice(0, 40)}`);
  }
  if (row.drawDate !== undefined) {
    if (typeof row.drawDate !== 'string' || !DATE.test(row.drawDate))
      return refuse('INVALID_TIME', 'drawDate 必须是 YYYY-MM-DD');
    const start = parseBeijingDate(row.drawDate);
    if (start === null) return refuse('INVALID_TIME', `drawDate 不是有效日期：${row.drawDate}`);
    if (lottery.schedule.kind !== 'interval') return start + clockSeconds(lottery.schedule.time) * 1000;
    const slot = intervalSlotOf(lottery.schedule, period);
    if (!slot) return notInSchedule(lottery.schedule, period);
    // The business day of the period (幸运飞艇's 01:59 draw belongs to the day before) or the calendar day of its draw.
    const businessDay = `${period.slice(0, 4)}-${period.slice(4, 6)}-${period.slice(6, 8)}`;
    if (row.drawDate !== businessDay && row.drawDate !== formatBeijingDate(slot.drawTime))
      return refuse('DRAW_DATE_MISMATCH', `drawDate ${row.drawDate} 与期号的日期 ${businessDay} 不符`);
    return slot.drawTime;
  }
  if (lottery.schedule.kind !== 'interval') return refuse('INVALID_TIME', '缺少 drawTime 或 drawDate');
  const slot = intervalSlotOf(lottery.schedule, period);
  return slot ? slot.drawTime : notInSchedule(lottery.schedule, period);
}

const notInSchedule = (schedule: Extract<Schedule, { kind: 'interval' }>, period: string): Refusal =>
  refuse('PERIOD_NOT_IN_SCHEDULE', intervalPeriodRefusal(schedule, period) ?? '期号不在开奖时间表中');

/**
 * Validates the rows of one lottery one at a time (API.md import format: {period, drawTime |
 * drawDate, balls}), so a file of any length streams through it: the balls for the family, a
 * period of 1–20 letters, digits or '-', a valid time, the draw in the lottery's timetable and
 * due at `now` (checkLotteryDraw), no period twice. Remembers the periods seen and the first
 * MAX_REPORTED_ERRORS bad rows; counts them all.
 */
export class DrawRowChecker {
  readonly errors: RowError[] = [];
  errorCount = 0;
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly lottery: LotteryDef,
    private readonly now: number,
  ) {}

  /** Records a row that could not even be read (bad JSON, a bad CSV line). */
  fail(line: number, code: string, reason: string): null {
    this.errorCount += 1;
    if (this.errors.length < MAX_REPORTED_ERRORS) this.errors.push({ line, code, reason });
    return null;
  }

  /** The draw of a good row, or null after recording why the row is bad. */
  check(raw: unknown, line: number): DrawRecord | null {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return this.fail(line, 'INVALID_ROW', '每一行必须是一个对象 {period, drawTime 或 drawDate, balls}');
    const row = raw as Record<string, unknown>;
    const period = row.period;
    if (typeof period !== 'string' || !PERIOD_PATTERN.test(period))
      return this.fail(line, 'INVALID_PERIOD', 'period 必须是 1–20 位字母、数字或 -');
    const ballsError = validateBalls(this.lottery.group, row.balls);
    if (ballsError) return this.fail(line, 'INVALID_BALLS', `期号 ${period}：${ballsError}`);
    const time = drawTimeOf(this.lottery, row, period);
    if (typeof time !== 'number') return this.fail(line, time.code, `期号 ${period}：${time.reason}`);
    const slot = checkLotteryDraw(this.lottery, period, time, this.now);
    if (!slot.ok) return this.fail(line, slot.code, `期号 ${period}：${slot.reason}`);
    const first = this.seen.get(period);
    if (first !== undefined) return this.fail(line, 'DUPLICATE_PERIOD', `期号 ${period} 重复（第 ${first} 行已有）`);
    this.seen.set(period, line);
    return { code: this.lottery.code, period, drawTime: time, balls: (row.balls as number[]).slice() };
  }
}
