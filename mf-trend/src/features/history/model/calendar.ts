import { beijingParts, formatBeijingDate } from '@cp/shared/domain';

/** The weekday headers of the 7-column calendar (Sunday first). */
export const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/**
 * The day cells of a month for a 7-column calendar starting on Sunday: blanks (null) before the
 * 1st and after the last day, so the length is a multiple of 7.
 */
export function monthGrid(year: number, month: number): (number | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (number | null)[] = Array(first).fill(null);
  for (let d = 1; d <= days; d++) cells.push(d);
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** YYYY-MM-DD of a calendar day. */
export function isoDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The month before or after (`delta` months). */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const i = year * 12 + (month - 1) + delta;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** Today's Beijing date (YYYY-MM-DD) and month for an instant (the server's clock). */
export function beijingToday(ms: number): { date: string; year: number; month: number } {
  const p = beijingParts(ms);
  return { date: formatBeijingDate(ms), year: p.year, month: p.month };
}

/** Page numbers to offer around `page` (at most `width` of them), within 1…pages. */
export function pageWindow(page: number, pages: number, width = 7): number[] {
  const count = Math.min(width, pages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, Math.max(1, pages - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
