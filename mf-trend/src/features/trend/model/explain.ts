import type { Family } from '@cp/shared/domain';

const OTHERS_WITHOUT_EXPLAIN = new Set(['fc3d', 'pl3', 'shssc']);

/**
 * Whether the mobile trend page shows its explain link (specification, mobile layout): for
 * lotteries of type 其他 except 福彩3D, 排列3 and 上海时时乐, and for 六合彩.
 */
export function showsExplainLink(code: string, group: Family | undefined): boolean {
  if (group === 'hk6') return true;
  return group === 'others' && !OTHERS_WITHOUT_EXPLAIN.has(code);
}
