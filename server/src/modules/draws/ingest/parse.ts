import { beijingDateStart, clockSeconds, intervalSlotOf, validateBalls } from '@cp/shared/domain';
import type { LotteryDef } from '@cp/shared/domain';
import type { DrawRecord } from '../types';

/** A row that cannot be taken, with where it was (file line or array position) and why. */
export interface RowError {
  line: number;
  reason: string;
}

export const PERIOD_PATTERN = /^[0-9A-Za-z-]{1,20}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The draw instant of a row: its drawTime, else its drawDate at the timetable's time, else the period's slot. */
function drawTimeOf(lottery: LotteryDef, row: Record<string, unknown>, period: string): number | string {
  if (row.drawTime !== undefined) {
    if (typeof row.drawTime !== 'string' || !ISO_TIME.test(row.drawTime))
      return 'drawTime 必须是带时区的 ISO 8601 时间，例如 2026-11-21T21:15:00+08:00';
    const ms = Date.parse(row.drawTime);
    return Number.isFinite(ms) ? ms : `drawTime 不是有效时间：${row.drawTime.slice(0, 40)}`;
  }
  if (row.drawDate !== undefined) {
    const m = typeof row.drawDate === 'string' ? DATE.exec(row.drawDate) : null;
    if (!m) return 'drawDate 必须是 YYYY-MM-DD';
    const start = beijingDateStart(Number(m[1]), Number(m[2]), Number(m[3]));
    if (!Number.isFinite(start) || new Date(start + 8 * 3600_000).toISOString().slice(0, 10) !== row.drawDate)
      return `drawDate 不是有效日期：${row.drawDate}`;
    if (lottery.schedule.kind !== 'interval') return start + clockSeconds(lottery.schedule.time) * 1000;
    const slot = intervalSlotOf(lottery.schedule, period);
    if (slot) return slot.drawTime;
    return '该彩种每天开奖多期，只有 drawDate 时期号必须是 yyyymmdd-序号 格式，否则请提供 drawTime';
  }
  if (lottery.schedule.kind === 'interval') {
    const slot = intervalSlotOf(lottery.schedule, period);
    if (slot) return slot.drawTime;
  }
  return '缺少 drawTime 或 drawDate';
}

/**
 * Validates rows of draws for one lottery (API.md import format: {period, drawTime | drawDate,
 * balls}). Every row is checked — count, range and distinctness of the balls for the family, a
 * period of 1–20 letters, digits or '-', a valid time, no period twice — and every bad row is
 * reported with its line; nothing is taken unless all rows are good.
 */
export function parseDrawRows(
  lottery: LotteryDef,
  rows: readonly unknown[],
  lineOf: (index: number) => number = (i) => i + 1,
) {
  const errors: RowError[] = [];
  const draws: DrawRecord[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const line = lineOf(i);
    const fail = (reason: string) => errors.push({ line, reason });
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return fail('每一行必须是一个对象 {period, drawTime 或 drawDate, balls}');
    const row = raw as Record<string, unknown>;
    const period = row.period;
    if (typeof period !== 'string' || !PERIOD_PATTERN.test(period)) return fail('period 必须是 1–20 位字母、数字或 -');
    const ballsError = validateBalls(lottery.group, row.balls);
    if (ballsError) return fail(`期号 ${period}：${ballsError}`);
    const time = drawTimeOf(lottery, row, period);
    if (typeof time === 'string') return fail(`期号 ${period}：${time}`);
    const first = seen.get(period);
    if (first !== undefined) return fail(`期号 ${period} 重复（第 ${first} 行已有）`);
    seen.set(period, line);
    draws.push({ code: lottery.code, period, drawTime: time, balls: (row.balls as number[]).slice() });
  });
  return { draws, errors };
}
