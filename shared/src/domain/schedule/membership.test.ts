import { checkLotteryDraw, findLottery } from '../catalogue';
import type { LotteryDef } from '../catalogue';
import { checkScheduledDraw, drawTimeToleranceMs, formatDurationZh } from './membership';

const at = (iso: string) => Date.parse(iso);
const lottery = (code: string): LotteryDef => {
  const l = findLottery(code);
  if (!l) throw new Error(code);
  return l;
};
/** A "now" long after every row below, so only the timetable decides. */
const LATER = at('2027-06-01T00:00:00+08:00');

describe('checkLotteryDraw: rows that belong to the timetable', () => {
  it.each([
    // code, period, draw time, now
    ['jspk10', '20261121-0457', '2026-11-21T09:30:00+08:00', '2026-11-21T09:30:00+08:00'],
    ['jspk10', '20261121-0001', '2026-11-21T00:00:00+08:00', '2026-11-21T00:00:00+08:00'],
    ['jspk10', '20261120-1152', '2026-11-20T23:58:45+08:00', '2026-11-21T00:00:00+08:00'],
    ['jspk10', '20261121-0457', '2026-11-21T09:30:37.500+08:00', '2026-11-21T09:31:00+08:00'], // within 37.5 s
    ['ff6', '20261121-0601', '2026-11-21T10:00:00+08:00', '2026-11-21T10:00:30+08:00'],
    ['sf6', '20261121-480', '2026-11-21T23:57:00+08:00', '2026-11-22T00:00:00+08:00'],
    // 幸运飞艇's day runs past midnight: 01:59 on the 21st is period 155 of the 20th.
    ['xyft', '20261120-155', '2026-11-21T01:59:00+08:00', '2026-11-21T02:00:00+08:00'],
    ['cqssc', '20261121-010', '2026-11-21T07:30:00+08:00', '2026-11-21T07:30:00+08:00'],
    ['cqssc', '20261121-010', '2026-11-21T07:34:59+08:00', '2026-11-21T07:35:00+08:00'], // within 5 min
    // daily lotteries: any day, the sequence at most the day of the year
    ['fc3d', '2026325', '2026-11-21T21:15:00+08:00', '2026-11-21T21:15:00+08:00'],
    ['fc3d', '2026196', '2026-07-25T21:15:00+08:00', '2026-11-21T12:00:00+08:00'],
    ['fc3d', '2004001', '2004-10-18T21:15:00+08:00', '2026-11-21T12:00:00+08:00'], // numbering began in October
    ['fc3d', '2026001', '2026-01-01T21:44:59+08:00', '2026-01-02T00:00:00+08:00'], // within 30 min
    ['fc3d', '2024366', '2024-12-31T21:15:00+08:00', '2025-01-01T00:00:00+08:00'], // leap year
    ['pl3', '26216', '2026-08-14T21:25:00+08:00', '2026-11-21T12:00:00+08:00'],
    ['pl3', '04001', '2004-11-14T21:25:00+08:00', '2026-11-21T12:00:00+08:00'],
    ['kl8', '2020001', '2020-10-28T21:30:00+08:00', '2026-11-21T12:00:00+08:00'],
    // 香港六合彩: Tue/Thu/Sat, and any other day when a draw was moved (2025-12-28 was a Sunday).
    ['hk6', '2026140', '2026-11-21T21:30:00+08:00', '2026-11-21T21:30:00+08:00'],
    ['hk6', '2025134', '2025-12-28T21:30:00+08:00', '2026-11-21T12:00:00+08:00'],
    ['hk6', '1993001', '1993-01-05T21:30:00+08:00', '2026-11-21T12:00:00+08:00'],
  ])('%s %s at %s', (code, period, time, now) => {
    expect(checkLotteryDraw(lottery(code), period, at(time), at(now))).toMatchObject({ ok: true });
  });

  it('gives the scheduled time of the slot, whatever time within the tolerance was given', () => {
    expect(checkLotteryDraw(lottery('jspk10'), '20261121-0457', at('2026-11-21T09:30:20+08:00'), LATER)).toEqual({
      ok: true,
      slotTime: at('2026-11-21T09:30:00+08:00'),
    });
    expect(checkLotteryDraw(lottery('fc3d'), '2026325', at('2026-11-21T21:00:00+08:00'), LATER)).toEqual({
      ok: true,
      slotTime: at('2026-11-21T21:15:00+08:00'),
    });
  });
});

describe('checkLotteryDraw: rows refused, with the reason', () => {
  it.each([
    // code, period, draw time, now, code, words of the reason
    // the report of issue 14: a 2030 period, the next period before it is due, dates 9999 and 0001
    ['jspk10', '20300101-0001', '2030-01-01T00:00:00+08:00', '2026-11-21T09:30:41+08:00', 'NOT_DUE', '还没到'],
    ['jspk10', '20261121-0458', '2026-11-21T09:31:15+08:00', '2026-11-21T09:30:41+08:00', 'NOT_DUE', '09:31:15'],
    ['jspk10', '20261121-0457', '2026-11-21T09:30:00+08:00', '2026-11-21T09:29:59.999+08:00', 'NOT_DUE', '不能提前'],
    ['fc3d', '9999365', '9999-12-31T21:15:00+08:00', '2026-11-21T22:00:00+08:00', 'NOT_DUE', '还没到'],
    ['fc3d', '0001001', '0001-01-01T21:15:00+08:00', '2026-11-21T22:00:00+08:00', 'BEFORE_FIRST_DRAW', '2002-01-01'],
    ['fc3d', '2026001', '0001-01-01T21:15:00+08:00', '2026-11-21T22:00:00+08:00', 'PERIOD_NOT_IN_SCHEDULE', '年份'],
    // a time later than the row's own scheduled time: not due until that time either
    ['fc3d', '2026325', '2026-11-21T21:40:00+08:00', '2026-11-21T21:30:00+08:00', 'NOT_DUE', '21:40:00'],
    // interval lotteries: the period names the slot
    ['jspk10', '20261121-457', '2026-11-21T09:30:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '4 位'],
    ['jspk10', '20261121-1153', '2026-11-21T09:30:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '1152'],
    ['jspk10', '20261121-0000', '2026-11-21T00:00:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '1152'],
    ['jspk10', '20260230-0001', '2026-03-02T00:00:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '20260230 不存在'],
    ['jspk10', '2026325', '2026-11-21T21:15:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '日期-序号'],
    ['jspk10', '20261121-0457', '2026-11-21T09:30:38+08:00', LATER, 'DRAW_TIME_MISMATCH', '37.5 秒'],
    ['jspk10', '20261121-0457', '2026-11-21T09:31:15+08:00', LATER, 'DRAW_TIME_MISMATCH', '09:30:00'],
    ['cqssc', '20261121-010', '2026-11-21T07:35:01+08:00', LATER, 'DRAW_TIME_MISMATCH', '5 分钟'],
    ['cqssc', '20261121-060', '2026-11-21T23:50:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '59 期'],
    ['jspk10', '19991231-0001', '1999-12-31T00:00:00+08:00', LATER, 'BEFORE_FIRST_DRAW', '2000-01-01'],
    // daily lotteries
    ['fc3d', '2026325', '2026-11-21T20:44:59+08:00', LATER, 'DRAW_TIME_MISMATCH', '21:15'],
    ['fc3d', '2026325', '2026-11-21T12:00:00+08:00', LATER, 'DRAW_TIME_MISMATCH', '30 分钟'],
    ['fc3d', '2026326', '2026-11-21T21:15:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '325 期'],
    ['fc3d', '2025325', '2026-11-21T21:15:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '年份'],
    ['fc3d', '2026000', '2026-11-21T21:15:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '3 位序号'],
    ['fc3d', '26325', '2026-11-21T21:15:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '4 位年份'],
    ['pl3', '2026325', '2026-11-21T21:25:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '2 位年份'],
    ['pl3', '25325', '2026-11-21T21:25:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '年份'],
    ['pl3', '03100', '2003-06-01T21:25:00+08:00', LATER, 'BEFORE_FIRST_DRAW', '2004-01-01'],
    ['kl8', '2019100', '2019-06-01T21:30:00+08:00', LATER, 'BEFORE_FIRST_DRAW', '2020-01-01'],
    // 六合彩 moves draws to any day, but one draw a day at most, at 21:30
    ['hk6', '2026326', '2026-11-21T21:30:00+08:00', LATER, 'PERIOD_NOT_IN_SCHEDULE', '325 期'],
    ['hk6', '2026140', '2026-11-21T20:00:00+08:00', LATER, 'DRAW_TIME_MISMATCH', '21:30'],
    ['hk6', '1975001', '1975-01-07T21:30:00+08:00', LATER, 'BEFORE_FIRST_DRAW', '1976-01-01'],
  ])('%s %s at %s (now %s) → %s', (code, period, time, now, refusal, words) => {
    const r = checkLotteryDraw(lottery(code), period, at(time), typeof now === 'number' ? now : at(now));
    expect(r).toMatchObject({ ok: false, code: refusal });
    expect(r.ok ? '' : r.reason).toContain(words);
  });
});

describe('weekly timetables with fixed draw days', () => {
  const weekly = { kind: 'weekly' as const, weekdays: [2, 4, 6], time: '21:30' };

  it.each([
    // period, draw time (2026-11-17 Tue, 19 Thu, 21 Sat, 22 Sun), code or ok
    ['2026139', '2026-11-19T21:30:00+08:00', 'ok'],
    ['2026140', '2026-11-21T21:30:00+08:00', 'ok'],
    ['2026141', '2026-11-22T21:30:00+08:00', 'NOT_A_DRAW_DAY'],
    ['2026141', '2026-11-21T21:30:00+08:00', 'PERIOD_NOT_IN_SCHEDULE'], // the 140th draw day of 2026
  ])('%s at %s → %s', (period, time, verdict) => {
    const r = checkScheduledDraw(weekly, period, at(time), LATER);
    expect(r.ok ? 'ok' : r.code).toBe(verdict);
  });

  it('names the draw days when a day is not one', () => {
    const r = checkScheduledDraw(weekly, '2026141', at('2026-11-22T21:30:00+08:00'), LATER);
    expect(r.ok ? '' : r.reason).toBe('2026-11-22（星期日）不是开奖日：该彩种每周二、四、六开奖');
  });
});

describe('drawTimeToleranceMs', () => {
  it.each([
    ['jspk10', 37_500, '37.5 秒'],
    ['ff6', 30_000, '30 秒'],
    ['sf6', 90_000, '1 分 30 秒'],
    ['xyft', 150_000, '2 分 30 秒'],
    ['gd11x5', 300_000, '5 分钟'],
    ['shssc', 300_000, '5 分钟'],
    ['fc3d', 1_800_000, '30 分钟'],
    ['hk6', 1_800_000, '30 分钟'],
  ])('%s: %i ms (%s)', (code, ms, text) => {
    expect(drawTimeToleranceMs(lottery(code).schedule)).toBe(ms);
    expect(formatDurationZh(ms)).toBe(text);
  });
});
