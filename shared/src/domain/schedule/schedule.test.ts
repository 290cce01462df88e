import { findLottery } from '../catalogue';
import { formatBeijingIso } from '../time';
import { lastSlots, latestSlot, nextSlot, slotsBetween } from './index';

const at = (iso: string) => Date.parse(iso);
const def = (code: string) => {
  const l = findLottery(code);
  if (!l) throw new Error(code);
  return l.schedule;
};

describe('latestSlot / nextSlot', () => {
  it.each([
    // code, now, latest period, latest time, next period, next time
    [
      'jspk10',
      '2026-11-21T09:30:41+08:00',
      '20261121-0457',
      '2026-11-21T09:30:00.000+08:00',
      '20261121-0458',
      '2026-11-21T09:31:15.000+08:00',
    ],
    [
      'jspk10',
      '2026-11-21T00:00:00+08:00',
      '20261121-0001',
      '2026-11-21T00:00:00.000+08:00',
      '20261121-0002',
      '2026-11-21T00:01:15.000+08:00',
    ],
    [
      'jspk10',
      '2026-11-20T23:59:59+08:00',
      '20261120-1152',
      '2026-11-20T23:58:45.000+08:00',
      '20261121-0001',
      '2026-11-21T00:00:00.000+08:00',
    ],
    [
      'ff6',
      '2026-11-21T10:00:30+08:00',
      '20261121-0601',
      '2026-11-21T10:00:00.000+08:00',
      '20261121-0602',
      '2026-11-21T10:01:00.000+08:00',
    ],
    [
      'sf6',
      '2026-11-21T00:02:59+08:00',
      '20261121-001',
      '2026-11-21T00:00:00.000+08:00',
      '20261121-002',
      '2026-11-21T00:03:00.000+08:00',
    ],
    // 幸运飞艇 runs past midnight: 02:00 belongs to the previous business day.
    [
      'xyft',
      '2026-11-21T02:00:00+08:00',
      '20261120-155',
      '2026-11-21T01:59:00.000+08:00',
      '20261120-156',
      '2026-11-21T02:04:00.000+08:00',
    ],
    [
      'xyft',
      '2026-11-21T05:00:00+08:00',
      '20261120-180',
      '2026-11-21T04:04:00.000+08:00',
      '20261121-001',
      '2026-11-21T13:09:00.000+08:00',
    ],
    // 重庆时时彩: two segments, 59 a day.
    [
      'cqssc',
      '2026-11-21T05:00:00+08:00',
      '20261121-009',
      '2026-11-21T03:10:00.000+08:00',
      '20261121-010',
      '2026-11-21T07:30:00.000+08:00',
    ],
    [
      'cqssc',
      '2026-11-21T23:55:00+08:00',
      '20261121-059',
      '2026-11-21T23:50:00.000+08:00',
      '20261122-001',
      '2026-11-22T00:30:00.000+08:00',
    ],
    [
      'fc3d',
      '2026-11-21T21:15:00+08:00',
      '2026325',
      '2026-11-21T21:15:00.000+08:00',
      '2026326',
      '2026-11-22T21:15:00.000+08:00',
    ],
    [
      'pl3',
      '2026-01-01T22:00:00+08:00',
      '26001',
      '2026-01-01T21:25:00.000+08:00',
      '26002',
      '2026-01-02T21:25:00.000+08:00',
    ],
    // 2026-11-21 is a Saturday; six-mark draws Tue, Thu, Sat.
    [
      'hk6',
      '2026-11-21T21:29:59+08:00',
      '2026139',
      '2026-11-19T21:30:00.000+08:00',
      '2026140',
      '2026-11-21T21:30:00.000+08:00',
    ],
  ])('%s at %s', (code, now, latestPeriod, latestTime, nextPeriod, nextTime) => {
    const latest = latestSlot(def(code), at(now));
    expect(latest && { period: latest.period, time: formatBeijingIso(latest.drawTime) }).toEqual({
      period: latestPeriod,
      time: latestTime,
    });
    const next = nextSlot(def(code), at(now));
    expect({ period: next.period, time: formatBeijingIso(next.drawTime) }).toEqual({
      period: nextPeriod,
      time: nextTime,
    });
  });
});

describe('slotsBetween', () => {
  it('lists a full day of a 75 s lottery, 1152 draws', () => {
    const slots = slotsBetween(def('jspk10'), at('2026-11-20T23:59:59+08:00'), at('2026-11-21T23:59:59+08:00'));
    expect(slots).toHaveLength(1152);
    expect(slots[0].period).toBe('20261121-0001');
    expect(slots[1151].period).toBe('20261121-1152');
  });

  it('is exclusive at the start and inclusive at the end', () => {
    const slots = slotsBetween(def('jspk10'), at('2026-11-21T00:00:00+08:00'), at('2026-11-21T00:02:30+08:00'));
    expect(slots.map((s) => s.period)).toEqual(['20261121-0002', '20261121-0003']);
  });

  it('counts 59 draws a day for 重庆时时彩 and 180 for 幸运飞艇', () => {
    const day = (code: string) =>
      slotsBetween(def(code), at('2026-11-21T00:00:00+08:00'), at('2026-11-22T00:00:00+08:00'));
    expect(day('cqssc').length).toBe(59);
    // 幸运飞艇's day straddles midnight: 48 draws after midnight of the 20th's day + 132 before midnight.
    expect(new Set(day('xyft').map((s) => s.period.slice(0, 8)))).toEqual(new Set(['20261120', '20261121']));
  });

  it('gives the six-mark draws of a week in order', () => {
    const slots = slotsBetween(def('hk6'), at('2026-11-15T00:00:00+08:00'), at('2026-11-22T00:00:00+08:00'));
    expect(slots.map((s) => formatBeijingIso(s.drawTime).slice(0, 10))).toEqual([
      '2026-11-17',
      '2026-11-19',
      '2026-11-21',
    ]);
  });
});

describe('lastSlots', () => {
  it('returns the last n slots oldest first, ending at the latest', () => {
    const now = at('2026-11-21T09:30:41+08:00');
    const slots = lastSlots(def('jspk10'), now, 500);
    expect(slots).toHaveLength(500);
    expect(slots[499].period).toBe('20261121-0457');
    expect(slots[0].period).toBe('20261120-1110');
    const daily = lastSlots(def('fc3d'), now, 3);
    expect(daily.map((s) => s.period)).toEqual(['2026322', '2026323', '2026324']);
  });
});
