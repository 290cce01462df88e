import { CATEGORY_LABELS } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';

/**
 * Every lottery grouped by category (极速彩, 高频彩, 地方彩, 全国彩) and, inside, by series in
 * the specification's order (series sort, label '{series} 系列'). Read inside an observer.
 */
export function useLotteryCategories() {
  const { lotteries } = useStores();
  return lotteries.categories.map((c) => ({ ...c, label: CATEGORY_LABELS[c.category] }));
}
