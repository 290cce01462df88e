import { beijingParts } from '@cp/shared/domain';

const pad = (n: number) => String(n).padStart(2, '0');

/** A draw time as Beijing wall-clock time: 2026-11-17 21:30. */
export function formatDrawTime(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** 第 2026125 期 */
export const periodText = (period: string) => `第 ${period} 期`;

/** The alt text of a paper: the category and the period. */
export const paperAlt = (categoryName: string, period: string) => `${categoryName} 第${period}期`;
