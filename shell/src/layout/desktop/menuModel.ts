import { CATEGORY_LABELS, CATEGORY_ORDER, groupBySeries } from '@cp/shared/domain';
import type { Category, SeriesGroup } from '@cp/shared/domain';

export interface MenuLink {
  code: string;
  label: string;
  /** Null when no remote declares the page (the name shows without a link). */
  to: string | null;
}

export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

export interface HallColumn {
  category: Category;
  label: string;
  groups: MenuGroup[];
}

interface LotteryLike {
  code: string;
  name: string;
  category: Category;
  series: string;
  sort: number;
}

/**
 * Lotteries grouped by series as menu groups (label: series + ' 系列'), each linking to
 * `${base}/${code}`, or where `base` as a function says.
 */
export function seriesMenu<T extends { code: string; name: string; series: string; sort: number }>(
  groups: SeriesGroup<T>[],
  base: string | ((code: string) => string | null),
): MenuGroup[] {
  const to = typeof base === 'string' ? (code: string) => `${base}/${code}` : base;
  return groups.map((g) => ({
    label: g.label,
    links: g.list.map((l) => ({ code: l.code, label: l.name, to: to(l.code) })),
  }));
}

/**
 * 彩票大厅: one column per category (极速 / 高频 / 地方 / 全国), series inside, each lottery
 * linking to its trend page (`trendOf`: the `trend` link of the registry).
 */
export function hallMenu(lotteries: readonly LotteryLike[], trendOf: (code: string) => string | null): HallColumn[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    groups: seriesMenu(groupBySeries(lotteries.filter((l) => l.category === category)), trendOf),
  })).filter((c) => c.groups.length > 0);
}
