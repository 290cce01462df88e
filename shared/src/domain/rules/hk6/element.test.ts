import { LunarUtil, Solar } from 'lunar-typescript';
import { beijingDateStart } from '../../time';
import { elementNumbers, elementOf, ganZhiOfYear, NA_YIN, naYinOfYear } from './element';

const bj = (y: number, m: number, d: number): number => beijingDateStart(y, m, d) + 21 * 3600_000;

/** DOMAIN.md's 五行 table for lunar 2026 (from 2026-02-17). */
const TABLE_2026 = {
  金: [4, 5, 12, 13, 26, 27, 34, 35, 42, 43],
  木: [8, 9, 16, 17, 24, 25, 38, 39, 46, 47],
  水: [1, 14, 15, 22, 23, 30, 31, 44, 45],
  火: [2, 3, 10, 11, 18, 19, 32, 33, 40, 41, 48, 49],
  土: [6, 7, 20, 21, 28, 29, 36, 37],
};

/** Lunar 2025 (乙巳, 覆灯火): 01 stands for 2025, 02 for 2024 … 49 for 1977 (丁巳, 沙中土). */
const TABLE_2025 = {
  金: [3, 4, 11, 12, 25, 26, 33, 34, 41, 42],
  木: [7, 8, 15, 16, 23, 24, 37, 38, 45, 46],
  水: [13, 14, 21, 22, 29, 30, 43, 44],
  火: [1, 2, 9, 10, 17, 18, 31, 32, 39, 40, 47, 48],
  土: [5, 6, 19, 20, 27, 28, 35, 36, 49],
};

describe('五行 (纳音 of the birth year)', () => {
  it('matches DOMAIN.md for 2026 exactly', () => {
    expect(elementNumbers(bj(2026, 3, 3))).toEqual(TABLE_2026);
    expect(elementOf(1, bj(2026, 3, 3))).toBe('水');
    expect(elementOf(49, bj(2026, 3, 3))).toBe('火');
  });

  it('gives the 2025 table in the year of the snake', () => {
    expect(elementNumbers(bj(2025, 6, 1))).toEqual(TABLE_2025);
  });

  it('switches on Spring Festival: 2026-02-16 is still 2025, 2026-02-17 is 2026', () => {
    expect(elementNumbers(bj(2026, 2, 16))).toEqual(TABLE_2025);
    expect(elementNumbers(bj(2026, 2, 17))).toEqual(TABLE_2026);
  });

  it('names the 干支 and 纳音 of a year', () => {
    expect(ganZhiOfYear(1984)).toBe('甲子');
    expect(ganZhiOfYear(2026)).toBe('丙午');
    expect(naYinOfYear(2026)).toBe('天河水');
    expect(naYinOfYear(2023)).toBe('金箔金');
    expect(naYinOfYear(1977)).toBe('沙中土');
  });

  it('agrees with the lunar-typescript 纳音 table on all 60 干支 and its year 干支 for 1900–2100', () => {
    expect(NA_YIN).toHaveLength(30);
    LunarUtil.JIA_ZI.forEach((ganZhi, i) => {
      expect(naYinOfYear(1984 + i)).toBe(LunarUtil.NAYIN[ganZhi]);
    });
    for (let year = 1900; year <= 2100; year++) {
      // Mid-year, the lunar year equals the Gregorian one.
      expect(ganZhiOfYear(year)).toBe(Solar.fromYmd(year, 7, 1).getLunar().getYearInGanZhi());
    }
  });
});
