/**
 * 波色 of the six-mark numbers, a fixed table (DOMAIN.md):
 * 红 01 02 07 08 12 13 18 19 23 24 29 30 34 35 40 45 46;
 * 蓝 03 04 09 10 14 15 20 25 26 31 36 37 41 42 47 48;
 * 绿 05 06 11 16 17 21 22 27 28 32 33 38 39 43 44 49.
 */

/** A wave colour. */
export type WaveColor = 'red' | 'blue' | 'green';

/** The numbers of each wave colour, ascending. */
export const WAVE_COLOR_NUMBERS: Record<WaveColor, readonly number[]> = {
  red: [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46],
  blue: [3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48],
  green: [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49],
};

/** Chinese labels of the wave colours, as shown in the rule detail. */
export const WAVE_COLOR_LABELS: Record<WaveColor, string> = { red: '红', blue: '蓝', green: '绿' };

const COLOR_BY_NUMBER = new Map<number, WaveColor>();
for (const color of Object.keys(WAVE_COLOR_NUMBERS) as WaveColor[]) {
  for (const n of WAVE_COLOR_NUMBERS[color]) COLOR_BY_NUMBER.set(n, color);
}

/** The wave colour of six-mark number n (1–49); throws for a number outside 1–49. */
export function waveColorOf(n: number): WaveColor {
  const color = COLOR_BY_NUMBER.get(n);
  if (!color) throw new RangeError(`六合彩号码 ${n} 超出范围 1–49`);
  return color;
}
