import { lunarYearOf } from './lunar';

/**
 * 生肖 of the six-mark numbers. Number 01 is the animal of the draw's lunar year and the
 * animals run backwards from it (number n stands for someone born n − 1 years earlier), so
 * 2026 (马) gives 01 马, 02 蛇, 03 龙 … 12 羊, 13 马 … 49 马.
 */

/** The twelve animals in their cycle order, 鼠 first. */
export const ZODIACS = ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'] as const;

/** One of the twelve animals. */
export type Zodiac = (typeof ZODIACS)[number];

/** 家禽 (domestic animals) of the 家禽/野兽 split: 牛 马 羊 鸡 狗 猪; the other six are 野兽. */
export const DOMESTIC_ZODIACS: readonly Zodiac[] = ['牛', '马', '羊', '鸡', '狗', '猪'];

const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** The animal of a (lunar) year: 2020 鼠, 2025 蛇, 2026 马 (1984 was 甲子, a 鼠 year). */
export function yearZodiac(lunarYear: number): Zodiac {
  return ZODIACS[mod(lunarYear - 4, 12)];
}

/** The animal number n (1–49) stands for in a given lunar year. */
export function zodiacOfYear(n: number, lunarYear: number): Zodiac {
  return yearZodiac(lunarYear - (n - 1));
}

/** The 生肖 of six-mark number n (1–49) for a draw at `drawTimeMs` (lunar year of the Beijing date). */
export function zodiacOf(n: number, drawTimeMs: number): Zodiac {
  return zodiacOfYear(n, lunarYearOf(drawTimeMs));
}

/**
 * The twelve animals in number order for the draw's lunar year: index i is the animal of
 * numbers i+1, i+13, i+25, i+37 (and 49 for i = 0). For 2026: 马 蛇 龙 兔 虎 牛 鼠 猪 狗 鸡 猴 羊.
 */
export function zodiacOrder(drawTimeMs: number): Zodiac[] {
  const year = lunarYearOf(drawTimeMs);
  return Array.from({ length: 12 }, (_, i) => zodiacOfYear(i + 1, year));
}

/** The numbers 1–49 that stand for an animal in the draw's lunar year (4 or 5 numbers, ascending). */
export function zodiacNumbers(zodiac: Zodiac, drawTimeMs: number): number[] {
  const first = zodiacOrder(drawTimeMs).indexOf(zodiac) + 1;
  const numbers: number[] = [];
  for (let n = first; n <= 49; n += 12) numbers.push(n);
  return numbers;
}

/** 家禽 for 牛 马 羊 鸡 狗 猪, 野兽 for 鼠 虎 兔 龙 蛇 猴. */
export function jiaQinYeShou(zodiac: Zodiac): '家禽' | '野兽' {
  return DOMESTIC_ZODIACS.includes(zodiac) ? '家禽' : '野兽';
}
