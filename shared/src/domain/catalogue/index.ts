import { checkScheduledDraw } from '../schedule';
import type { DrawSlotCheck } from '../schedule';
import type { Category } from '../types';
import { LOTTERIES } from './lotteries';
import { DEFAULT_DRAWS_SINCE } from './types';
import type { LotteryDef } from './types';

export type { Backfill, LotteryDef } from './types';
export { DEFAULT_DRAWS_SINCE } from './types';
export { LOTTERIES } from './lotteries';

const BY_CODE = new Map(LOTTERIES.map((l) => [l.code, l]));

/** The catalogue entry of a code, or undefined for an unknown code. */
export function findLottery(code: string): LotteryDef | undefined {
  return BY_CODE.get(code);
}

/**
 * Does the draw (period, drawTime) belong to this lottery's timetable and is it due at `now`
 * (checkScheduledDraw with the lottery's drawsSince floor)? Ingest, import and corrections
 * refuse a draw that fails it.
 */
export function checkLotteryDraw(lottery: LotteryDef, period: string, drawTime: number, now: number): DrawSlotCheck {
  return checkScheduledDraw(lottery.schedule, period, drawTime, now, {
    drawsSince: lottery.drawsSince ?? DEFAULT_DRAWS_SINCE,
  });
}

/** Chinese labels of the menu categories. */
export const CATEGORY_LABELS: Record<Category, string> = {
  jisu: '极速彩',
  gaopin: '高频彩',
  local: '地方彩',
  china: '全国彩',
};

export const CATEGORY_ORDER: Category[] = ['jisu', 'gaopin', 'local', 'china'];

/** A series group as menus show it: label = series + ' 系列', lotteries in sort order. */
export interface SeriesGroup<T extends { series: string; sort: number }> {
  series: string;
  label: string;
  sort: number;
  list: T[];
}

/**
 * Groups lotteries by series, ordered by each series' sort value and, inside a series, by the
 * lotteries' own sort (the specification's lottery-list rule).
 */
export function groupBySeries<T extends { series: string; sort: number; seriesSort?: number }>(
  items: readonly T[],
): SeriesGroup<T>[] {
  const groups = new Map<string, SeriesGroup<T>>();
  for (const item of items) {
    let g = groups.get(item.series);
    if (!g) {
      g = { series: item.series, label: `${item.series} 系列`, sort: item.seriesSort ?? item.sort, list: [] };
      groups.set(item.series, g);
    }
    g.sort = Math.min(g.sort, item.seriesSort ?? item.sort);
    g.list.push(item);
  }
  const out = [...groups.values()];
  for (const g of out) g.list.sort((a, b) => a.sort - b.sort);
  return out.sort((a, b) => a.sort - b.sort || a.series.localeCompare(b.series));
}
export { LOCAL_PLACES, localPlaces } from './places';
export type { LotteryPlace, PlaceGroup } from './places';
