import { GUESS_FAMILIES, PLAN_FAMILIES } from '@cp/shared/domain';
import type { Family } from '@cp/shared/domain';

export const JIHUA_TYPES = ['shaHao', 'zhuanJia', 'liangMian', 'gouCai', 'jingCai'] as const;
export type JihuaType = (typeof JIHUA_TYPES)[number];

/**
 * Which families each kind of plan covers — the prediction kinds' own lists (PLAN_FAMILIES:
 * kill-number and buy plans need numbered positions, two-sides needs 大小/单双 per position) and
 * the guess centre's (PK10 and 时时彩), so a list never offers a lottery its page cannot serve.
 */
export const JIHUA_FAMILIES: Record<JihuaType, readonly Family[]> = {
  shaHao: PLAN_FAMILIES.shJh,
  zhuanJia: PLAN_FAMILIES.expert,
  liangMian: PLAN_FAMILIES.lmTj,
  gouCai: PLAN_FAMILIES.buyplan,
  jingCai: GUESS_FAMILIES,
};
