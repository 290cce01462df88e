import { lunarYearOf } from './lunar';

/**
 * 五行 of the six-mark numbers. Each number stands for a birth year (number n in lunar year Y
 * stands for Y − (n − 1)); its element is that year's 纳音 element. The 纳音 repeats every 60
 * years (the 干支 cycle), two consecutive years sharing one 纳音.
 */

/** The five elements in their usual order. */
export const ELEMENTS = ['金', '木', '水', '火', '土'] as const;

/** One of the five elements. */
export type FiveElement = (typeof ELEMENTS)[number];

/** The 30 纳音 of the 60-year cycle from 甲子/乙丑 (海中金) to 壬戌/癸亥 (大海水). */
export const NA_YIN: readonly string[] = [
  '海中金', '炉中火', '大林木', '路旁土', '剑锋金', '山头火',
  '涧下水', '城头土', '白蜡金', '杨柳木', '泉中水', '屋上土',
  '霹雳火', '松柏木', '长流水', '沙中金', '山下火', '平地木',
  '壁上土', '金箔金', '覆灯火', '天河水', '大驿土', '钗钏金',
  '桑柘木', '大溪水', '沙中土', '天上火', '石榴木', '大海水',
]; // prettier-ignore

const HEAVENLY_STEMS = '甲乙丙丁戊己庚辛壬癸';
const EARTHLY_BRANCHES = '子丑寅卯辰巳午未申酉戌亥';

const mod = (n: number, m: number): number => ((n % m) + m) % m;

/** Position of a year in the 60-year 干支 cycle, 0 = 甲子 (1984, 2044 …). */
export function ganZhiIndex(year: number): number {
  return mod(year - 4, 60);
}

/** The 干支 name of a year, e.g. 2026 → 丙午. */
export function ganZhiOfYear(year: number): string {
  const i = ganZhiIndex(year);
  return HEAVENLY_STEMS[i % 10] + EARTHLY_BRANCHES[i % 12];
}

/** The 纳音 of a year, e.g. 2026 丙午 → 天河水. */
export function naYinOfYear(year: number): string {
  return NA_YIN[Math.floor(ganZhiIndex(year) / 2)];
}

/** The 纳音 element of a year: the last character of its 纳音 (天河水 → 水). */
export function elementOfYear(year: number): FiveElement {
  const naYin = naYinOfYear(year);
  return naYin[naYin.length - 1] as FiveElement;
}

/** The element number n (1–49) stands for in a given lunar year. */
export function elementOfNumberInYear(n: number, lunarYear: number): FiveElement {
  return elementOfYear(lunarYear - (n - 1));
}

/** The 五行 of six-mark number n (1–49) for a draw at `drawTimeMs` (lunar year of the Beijing date). */
export function elementOf(n: number, drawTimeMs: number): FiveElement {
  return elementOfNumberInYear(n, lunarYearOf(drawTimeMs));
}

/** The numbers 1–49 of each element for the draw's lunar year, ascending (the 五行 table). */
export function elementNumbers(drawTimeMs: number): Record<FiveElement, number[]> {
  const year = lunarYearOf(drawTimeMs);
  const table: Record<FiveElement, number[]> = { 金: [], 木: [], 水: [], 火: [], 土: [] };
  for (let n = 1; n <= 49; n++) table[elementOfNumberInYear(n, year)].push(n);
  return table;
}
