import type { LotteryKind } from '@cp/shared/stores';

export type PlanKey = 'lmTj' | 'expert' | 'buyplan' | 'shJh';

/** One of the four prediction tabs (specification section 2: predictions menu). */
export interface PlanTab {
  key: PlanKey;
  label: string;
  /** Which lottery list the tab's chooser shows (GET /v1/cp168/wap/jihua/cps?jihuaType=). */
  kind: LotteryKind;
  titleSuffix: string;
  /** The plan's rule as the specification states it, when it states one. */
  rule?: string;
}

/** In menu order: two-sides, expert, buy plan, kill-number plan. */
export const PLAN_TABS: readonly PlanTab[] = [
  { key: 'lmTj', label: '两面推荐', kind: 'liangMian', titleSuffix: '两面推荐 |' },
  { key: 'expert', label: '专家推荐', kind: 'zhuanJia', titleSuffix: '专家推荐 |' },
  {
    key: 'buyplan',
    label: '购彩计划',
    kind: 'gouCai',
    titleSuffix: '购彩计划 |',
    rule: '每个计划首期 1 倍起投，连续 10 期未中即判定计划失败。',
  },
  {
    key: 'shJh',
    label: '杀号计划',
    kind: 'shaHao',
    titleSuffix: '杀号计划 |',
    rule: '5 位专家每期各指定一个他们认为不会开出的号码。',
  },
];

/** The tab a route prefix belongs to ('/lmTj' and '/m/lmTj' both give 两面推荐). */
export function planTabOf(prefix: string): PlanTab | undefined {
  const key = prefix
    .replace(/^\/m(?=\/)/, '')
    .replace(/^\//, '')
    .replace(/\/$/, '');
  return PLAN_TABS.find((tab) => tab.key === key);
}

/** The path of a tab on the same device as `prefix`. */
export function planPath(prefix: string, key: PlanKey): string {
  return `${prefix.startsWith('/m/') ? '/m' : ''}/${key}`;
}
