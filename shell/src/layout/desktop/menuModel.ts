import { CATEGORY_LABELS, CATEGORY_ORDER, groupBySeries } from '@cp/shared/domain';
import type { Category, SeriesGroup } from '@cp/shared/domain';
import type { LotteryKind } from '@cp/shared/stores';

export interface MenuLink {
  code: string;
  label: string;
  to: string;
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

/** Lotteries grouped by series as menu groups linking to `${base}/${code}` (label: series + ' 系列'). */
export function seriesMenu<T extends { code: string; name: string; series: string; sort: number }>(
  groups: SeriesGroup<T>[],
  base: string,
): MenuGroup[] {
  return groups.map((g) => ({
    label: g.label,
    links: g.list.map((l) => ({ code: l.code, label: l.name, to: `${base}/${l.code}` })),
  }));
}

/** 彩票大厅: one column per category (极速 / 高频 / 地方 / 全国), series inside, each lottery to its trend page. */
export function hallMenu(lotteries: readonly LotteryLike[]): HallColumn[] {
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    groups: seriesMenu(groupBySeries(lotteries.filter((l) => l.category === category)), '/lottery/trend'),
  })).filter((c) => c.groups.length > 0);
}

/** The four tabs of the 预测 menu: the kind of lottery list each shows and the route base it links to. */
export const PLAN_TABS: ReadonlyArray<{ kind: LotteryKind; label: string; base: string }> = [
  { kind: 'liangMian', label: '两面推荐', base: '/lmTj' },
  { kind: 'zhuanJia', label: '专家推荐', base: '/expert' },
  { kind: 'gouCai', label: '购彩计划', base: '/buyplan' },
  { kind: 'shaHao', label: '杀号计划', base: '/shJh' },
];

export type MenuKey = 'home' | 'hall' | 'gallery' | 'plan' | 'changlong' | 'trend' | 'transfer' | 'guess' | null;

const startsWith = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The menu item a path belongs to (highlighted in the menu bar). */
export function activeMenu(path: string): MenuKey {
  if (path === '/') return 'home';
  if (startsWith(path, '/lottery/trend')) return 'trend';
  if (startsWith(path, '/lottery')) return 'hall';
  if (startsWith(path, '/images')) return 'gallery';
  if (PLAN_TABS.some((t) => startsWith(path, t.base))) return 'plan';
  if (startsWith(path, '/changltx')) return 'changlong';
  if (startsWith(path, '/transfer')) return 'transfer';
  if (startsWith(path, '/lotterybet')) return 'guess';
  return null;
}
