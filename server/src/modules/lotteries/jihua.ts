import type { Family } from '@cp/shared/domain';

export const JIHUA_TYPES = ['shaHao', 'zhuanJia', 'liangMian', 'gouCai', 'jingCai'] as const;
export type JihuaType = (typeof JIHUA_TYPES)[number];

/**
 * Which families each kind of plan covers: kill-number and buy plans need numbered positions,
 * two-sides needs 大小/单双 per position, the guess centre runs on PK10 and 时时彩.
 */
export const JIHUA_FAMILIES: Record<JihuaType, Family[]> = {
  shaHao: ['pk10', 'ssc', '11x5', 'kl10', 'others'],
  zhuanJia: ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'hk6', 'others'],
  liangMian: ['pk10', 'ssc', '11x5', 'k3', 'kl10', 'others'],
  gouCai: ['pk10', 'ssc', '11x5', 'kl10'],
  jingCai: ['pk10', 'ssc'],
};
