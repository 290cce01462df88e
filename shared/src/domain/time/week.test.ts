import fc from 'fast-check';
import { beijingDateStart, beijingParts, formatBeijingIso } from './beijing';
import { beijingWeekByKey, beijingWeekOf, recentBeijingWeeks, WEEK_MS } from './week';

const utc = (iso: string) => Date.parse(iso);

describe('beijingWeekOf', () => {
  it.each([
    // instant (UTC), week key
    ['2026-11-29T15:59:59.999Z', '2026-11-23'], // Sunday 23:59:59.999 Beijing
    ['2026-11-29T16:00:00.000Z', '2026-11-30'], // Monday 00:00 Beijing = Sunday 16:00 UTC
    ['2026-11-22T16:00:00.000Z', '2026-11-23'], // that Monday's first instant
    ['2026-11-25T04:00:00.000Z', '2026-11-23'], // Wednesday noon
    ['2026-11-23T03:00:00.000Z', '2026-11-23'], // Monday 11:00 Beijing
    ['2026-11-22T15:59:59.999Z', '2026-11-16'], // Sunday 23:59:59.999 Beijing the week before
    ['2026-12-31T20:00:00.000Z', '2026-12-28'], // Friday 2027-01-01 04:00 Beijing: a week across the year
    ['2024-02-29T12:00:00.000Z', '2024-02-26'], // leap day
  ])('%s is in the week of %s', (iso, key) => {
    const week = beijingWeekOf(utc(iso));
    expect(week.key).toBe(key);
    expect(week.start).toBeLessThanOrEqual(utc(iso));
    expect(week.end).toBeGreaterThan(utc(iso));
  });

  it('runs Monday 00:00 to the next Monday 00:00 Beijing, labelled Monday to Sunday', () => {
    const week = beijingWeekOf(utc('2026-11-25T04:00:00Z'));
    expect(formatBeijingIso(week.start)).toBe('2026-11-23T00:00:00.000+08:00');
    expect(formatBeijingIso(week.end)).toBe('2026-11-30T00:00:00.000+08:00');
    expect(week.end - week.start).toBe(WEEK_MS);
    expect(week.label).toBe('2026-11-23 至 2026-11-29');
  });

  it('always starts on a Monday midnight and contains the instant (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: utc('2000-01-01T00:00:00Z'), max: utc('2100-01-01T00:00:00Z') }), (ms) => {
        const week = beijingWeekOf(ms);
        const p = beijingParts(week.start);
        expect([p.weekday, p.hour, p.minute, p.second, p.millisecond]).toEqual([1, 0, 0, 0, 0]);
        expect(ms >= week.start && ms < week.end).toBe(true);
        expect(beijingWeekByKey(week.key)).toEqual(week);
      }),
    );
  });
});

describe('beijingWeekByKey', () => {
  it('accepts a Monday', () => {
    expect(beijingWeekByKey('2026-11-30')?.start).toBe(beijingDateStart(2026, 11, 30));
  });

  it.each(['2026-11-29', '2026-11-31', '2026-W48', '', '2026-1-30'])('refuses %p', (key) => {
    expect(beijingWeekByKey(key)).toBeNull();
  });
});

describe('recentBeijingWeeks', () => {
  it('lists the current week and the ones before it, newest first', () => {
    const weeks = recentBeijingWeeks(utc('2026-12-01T00:00:00Z'), 3);
    expect(weeks.map((w) => w.key)).toEqual(['2026-11-30', '2026-11-23', '2026-11-16']);
    expect(weeks[1].end).toBe(weeks[0].start);
    expect(recentBeijingWeeks(0, 0)).toEqual([]);
  });
});
