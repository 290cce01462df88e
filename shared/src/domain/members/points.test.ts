import { DAY_MS } from '../time/beijing';
import {
  MAX_HISTORY_RANGE_DAYS,
  POINTS_AWARDS,
  beijingDateRange,
  isPointsKind,
  pointsKindLabel,
  signInReference,
  weeklyLoginReference,
} from './points';

const utc = (iso: string) => Date.parse(iso);

describe('signInReference: the Beijing date', () => {
  it.each([
    ['2026-11-20T15:59:59.999Z', '2026-11-20'], // 23:59:59.999 Beijing
    ['2026-11-20T16:00:00.000Z', '2026-11-21'], // 00:00 Beijing: a new day while UTC is still on the 20th
    ['2026-11-21T01:30:41.000Z', '2026-11-21'],
    ['2026-12-31T16:00:00.000Z', '2027-01-01'], // new year in Beijing
    ['2024-02-28T16:00:00.000Z', '2024-02-29'], // leap day
  ])('%s → %s', (iso, date) => {
    expect(signInReference(utc(iso))).toBe(date);
  });
});

describe('weeklyLoginReference: the Monday of the Beijing week', () => {
  it.each([
    ['2026-11-22T15:59:59.999Z', '2026-11-16'], // Sunday 23:59:59.999 Beijing
    ['2026-11-22T16:00:00.000Z', '2026-11-23'], // Monday 00:00 Beijing
    ['2026-11-25T04:00:00.000Z', '2026-11-23'], // Wednesday
    ['2026-11-29T15:59:59.999Z', '2026-11-23'], // the Sunday after
    ['2026-12-31T20:00:00.000Z', '2026-12-28'], // Friday 2027-01-01 Beijing: the week spans the new year
  ])('%s → %s', (iso, monday) => {
    expect(weeklyLoginReference(utc(iso))).toBe(monday);
  });
});

describe('points kinds', () => {
  it('gives 100 for the daily sign-in and 1000 for the weekly login (section 9)', () => {
    expect(POINTS_AWARDS.signin).toEqual({ label: '每日签到', delta: 100 });
    expect(POINTS_AWARDS.weeklyLogin).toEqual({ label: '每周首次登录', delta: 1000 });
  });

  it.each([
    ['signin', true, '每日签到'],
    ['weeklyLogin', true, '每周首次登录'],
    ['guessStake', true, '竞猜投注'],
    ['guessPayout', true, '竞猜派奖'],
    ['guessRefund', true, '竞猜退还'],
    ['guessBonus', false, 'guessBonus'],
    ['toString', false, 'toString'],
  ])('%s: known %s, label %s', (kind, known, label) => {
    expect(isPointsKind(kind)).toBe(known);
    expect(pointsKindLabel(kind)).toBe(label);
  });
});

describe('beijingDateRange', () => {
  it.each<[string | undefined, string | undefined, number | null, number | null]>([
    ['2026-11-01', '2026-11-21', utc('2026-10-31T16:00:00Z'), utc('2026-11-21T16:00:00Z')],
    ['2026-11-21', '2026-11-21', utc('2026-11-20T16:00:00Z'), utc('2026-11-21T16:00:00Z')],
    ['2026-11-21', undefined, utc('2026-11-20T16:00:00Z'), null],
    [undefined, '2026-11-21', null, utc('2026-11-21T16:00:00Z')],
    [undefined, undefined, null, null],
    ['', '', null, null],
  ])('%s … %s is [%s, %s)', (from, to, start, end) => {
    expect(beijingDateRange(from, to)).toEqual({ ok: true, start, end });
  });

  it.each([
    ['2026-02-30', undefined, '开始日期不正确：2026-02-30（应为 YYYY-MM-DD）'],
    [undefined, '2026/11/21', '结束日期不正确：2026/11/21（应为 YYYY-MM-DD）'],
    ['2026-11-22', '2026-11-21', '开始日期不能晚于结束日期'],
    ['2025-01-01', '2026-11-21', `一次最多查询 ${MAX_HISTORY_RANGE_DAYS} 天`],
  ])('refuses %s … %s', (from, to, message) => {
    expect(beijingDateRange(from, to)).toEqual({ ok: false, message });
  });

  it(`allows exactly ${MAX_HISTORY_RANGE_DAYS} days`, () => {
    const r = beijingDateRange('2025-11-21', '2026-11-21');
    expect(r.ok && r.end! - r.start!).toBe(MAX_HISTORY_RANGE_DAYS * DAY_MS);
  });
});
