import { beijingToday, isoDate, monthGrid, pageWindow, shiftMonth } from './calendar';

describe('calendar', () => {
  it('lays November 2026 out in 7 columns from Sunday (1 Nov 2026 is a Sunday)', () => {
    const cells = monthGrid(2026, 11);
    expect(cells.length % 7).toBe(0);
    expect(cells.slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(cells.filter((c) => c !== null)).toHaveLength(30);
  });

  it('pads February 2026 (starts on a Sunday, 28 days) and March 2026 (starts on a Sunday)', () => {
    expect(monthGrid(2026, 2)).toHaveLength(28);
    const july = monthGrid(2026, 7);
    expect(july.slice(0, 3)).toEqual([null, null, null]);
    expect(july[3]).toBe(1);
  });

  it.each([
    [2026, 1, -1, 2025, 12],
    [2026, 12, 1, 2027, 1],
    [2026, 5, 0, 2026, 5],
  ])('%i-%i shifted by %i is %i-%i', (y, m, d, ey, em) => expect(shiftMonth(y, m, d)).toEqual({ year: ey, month: em }));

  it('gives the Beijing date, which is a day ahead of UTC late in the evening', () => {
    expect(beijingToday(Date.UTC(2026, 10, 20, 17, 0))).toEqual({ date: '2026-11-21', year: 2026, month: 11 });
    expect(isoDate(2026, 3, 5)).toBe('2026-03-05');
  });

  it.each([
    [1, 1, [1]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7]],
    [10, 20, [7, 8, 9, 10, 11, 12, 13]],
    [20, 20, [14, 15, 16, 17, 18, 19, 20]],
    [3, 4, [1, 2, 3, 4]],
  ])('page %i of %i offers %j', (page, pages, out) => expect(pageWindow(page, pages)).toEqual(out));
});
