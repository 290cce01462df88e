import type { Category, Family } from '../types';
import type { Schedule } from '../schedule';

/** How much history the draw engine simulates on first start. */
export type Backfill = { hours: number } | { draws: number };

/** One lottery of the catalogue. */
export interface LotteryDef {
  code: string;
  name: string;
  /** Provider type code (syx5, sixhc, normal, xync…); `group` is its display family. */
  cpType: string;
  group: Family;
  category: Category;
  /** Series name; menus label it `${series} 系列`. */
  series: string;
  /** Order of the series in menus (ascending). */
  seriesSort: number;
  /** Order of the lottery inside its series and across the site (ascending). */
  sort: number;
  schedule: Schedule;
  backfill: Backfill;
  /**
   * Beijing date (YYYY-MM-DD) the lottery began: a draw dated earlier is not in its timetable
   * (default DEFAULT_DRAWS_SINCE). A floor against nonsense dates, not the exact first draw.
   */
  drawsSince?: string;
}

/** The floor of `drawsSince` for lotteries that name none. */
export const DEFAULT_DRAWS_SINCE = '2000-01-01';
