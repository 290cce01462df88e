import { FAMILIES } from '../families';
import type { Family } from '../types';

/**
 * Which prediction kinds exist for which family, and the fixed sizes of their picks (issue 17).
 * The kinds are the four prediction tabs: 两面推荐 `lmTj`, 专家推荐 `expert`, 购彩计划 `buyplan`,
 * 杀号计划 `shJh`; their catalogue list names (GET jihua/cps?jihuaType=) are liangMian,
 * zhuanJia, gouCai and shaHao.
 */
export type PlanKind = 'lmTj' | 'expert' | 'buyplan' | 'shJh';

/** The kinds in menu order. */
export const PLAN_KINDS: readonly PlanKind[] = ['lmTj', 'expert', 'buyplan', 'shJh'];

/** The jihuaType of each kind's lottery list. */
export const PLAN_KIND_JIHUA_TYPES: Record<PlanKind, 'liangMian' | 'zhuanJia' | 'gouCai' | 'shaHao'> = {
  lmTj: 'liangMian',
  expert: 'zhuanJia',
  buyplan: 'gouCai',
  shJh: 'shaHao',
};

/**
 * Families per kind, as server/src/modules/lotteries/jihua.ts lists them. 快乐8 and 幸运28 have
 * none: 快乐8 has no positions (20 of 80 as a set) and 幸运28 is a sum game. 六合彩 has only the
 * expert kind (the special number `hm7`): its six regular numbers are a set without positions,
 * and the special number's 和 (49) and 49 values make two-sides, kill and buy plans a poor fit.
 * 快3 has no kill or buy plan (three dice: six values, repeats).
 */
export const PLAN_FAMILIES: Record<PlanKind, readonly Family[]> = {
  lmTj: ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'others'],
  expert: ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'hk6', 'others'],
  buyplan: ['pk10', 'ssc', '11x5', 'kl10'],
  shJh: ['pk10', 'ssc', '11x5', 'kl10', 'others'],
};

/** The kinds a family has, in menu order (empty for 快乐8 and 幸运28). */
export function planKindsOf(group: Family): PlanKind[] {
  return PLAN_KINDS.filter((kind) => PLAN_FAMILIES[kind].includes(group));
}

/**
 * How many numbers an expert names per position: about half the range where that is a round
 * figure (PK10, 时时彩, 3D-type 5 of 10 = 50 %; 11选5 5 of 11 = 45.45 %; 快3 3 of 6 = 50 %;
 * 快乐10分 10 of 20 = 50 %) and 5 of 49 for the six-mark special number (10.20 %).
 */
export const EXPERT_PICK_COUNTS: Record<Family, number> = {
  pk10: 5,
  ssc: 5,
  '11x5': 5,
  k3: 3,
  kl10: 10,
  hk6: 5,
  others: 5,
  kl8: 0,
  xy28: 0,
};

/** 0-based positions the number kinds (expert, kill, buy) predict: six-mark only its special. */
export function numberPositionsOf(group: Family): number[] {
  return group === 'hk6' ? [6] : FAMILIES[group].positionLabels.map((_, i) => i);
}
