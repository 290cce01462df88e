import { Solar } from 'lunar-typescript';
import { beijingDateStart, DAY_MS } from '../../time';
import { lunarYearOf, springFestival } from './lunar';
import { jiaQinYeShou, yearZodiac, zodiacNumbers, zodiacOf, zodiacOrder } from './zodiac';

const bj = (y: number, m: number, d: number, hour = 21, minute = 30): number =>
  beijingDateStart(y, m, d) + (hour * 60 + minute) * 60_000;

describe('lunar year (Spring Festival switch)', () => {
  it('switches at 00:00 Beijing time on Spring Festival', () => {
    expect(springFestival(2026)).toEqual({ year: 2026, month: 2, day: 17 });
    expect(lunarYearOf(beijingDateStart(2026, 2, 17) - 1)).toBe(2025);
    expect(lunarYearOf(beijingDateStart(2026, 2, 17))).toBe(2026);
    // 2026-02-16T16:00Z is already the 17th in Beijing; an hour earlier it is still the 16th.
    expect(lunarYearOf(Date.parse('2026-02-16T16:00:00Z'))).toBe(2026);
    expect(lunarYearOf(Date.parse('2026-02-16T15:00:00Z'))).toBe(2025);
  });

  it('agrees with the lunar calendar on the eve and the day of every Spring Festival 1970–2070', () => {
    for (let year = 1970; year <= 2070; year++) {
      const sf = springFestival(year);
      const start = beijingDateStart(sf.year, sf.month, sf.day);
      expect(Solar.fromYmd(sf.year, sf.month, sf.day).getLunar().getYear()).toBe(year);
      expect(lunarYearOf(start + 12 * 3600_000)).toBe(year);
      expect(lunarYearOf(start - DAY_MS + 12 * 3600_000)).toBe(year - 1);
    }
  });
});

describe('zodiacOf / zodiacOrder', () => {
  it('2026 from 2026-02-17: 01 马 and backwards (DOMAIN.md)', () => {
    const t = bj(2026, 2, 17);
    expect(zodiacOrder(t)).toEqual(['马', '蛇', '龙', '兔', '虎', '牛', '鼠', '猪', '狗', '鸡', '猴', '羊']);
    expect([1, 13, 25, 37, 49].map((n) => zodiacOf(n, t))).toEqual(['马', '马', '马', '马', '马']);
    expect(zodiacOf(12, t)).toBe('羊');
    expect(zodiacOf(24, t)).toBe('羊');
  });

  it('the day before Spring Festival 2026 still uses the year of the snake', () => {
    const t = bj(2026, 2, 16);
    expect(zodiacOf(1, t)).toBe('蛇');
    expect(zodiacOrder(t)).toEqual(['蛇', '龙', '兔', '虎', '牛', '鼠', '猪', '狗', '鸡', '猴', '羊', '马']);
  });

  it.each([
    [2025, 6, 1, '蛇'],
    [2025, 1, 28, '龙'], // eve of Spring Festival 2025 (01-29)
    [2025, 1, 29, '蛇'],
    [2024, 12, 31, '龙'],
    [2020, 3, 1, '鼠'],
    [2027, 2, 5, '马'], // Spring Festival 2027 is 02-06
    [2027, 2, 6, '羊'],
  ])('%i-%i-%i: number 01 is %s', (y, m, d, animal) => {
    expect(zodiacOf(1, bj(y, m, d))).toBe(animal);
  });

  it('lists the numbers of an animal', () => {
    expect(zodiacNumbers('马', bj(2026, 3, 1))).toEqual([1, 13, 25, 37, 49]);
    expect(zodiacNumbers('羊', bj(2026, 3, 1))).toEqual([12, 24, 36, 48]);
    expect(zodiacNumbers('蛇', bj(2025, 6, 1))).toEqual([1, 13, 25, 37, 49]);
  });

  it('names the animal of a year', () => {
    expect(yearZodiac(1984)).toBe('鼠');
    expect(yearZodiac(2025)).toBe('蛇');
    expect(yearZodiac(2026)).toBe('马');
    expect(yearZodiac(1899)).toBe('猪');
  });

  it('splits 家禽 and 野兽', () => {
    expect(['牛', '马', '羊', '鸡', '狗', '猪'].map((z) => jiaQinYeShou(z as never))).toEqual(Array(6).fill('家禽'));
    expect(['鼠', '虎', '兔', '龙', '蛇', '猴'].map((z) => jiaQinYeShou(z as never))).toEqual(Array(6).fill('野兽'));
  });
});
