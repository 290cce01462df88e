import { CATEGORY_LABELS, CATEGORY_ORDER } from '@cp/shared/domain';
import type { Category } from '@cp/shared/domain';
import type { PublicLottery } from '@cp/shared/api';

/** The site's headline lottery: always first on the home pages. */
export const LEAD_CODE = 'jspk10';

/** Puts the lead lottery first, keeping the others' order. */
export function leadFirst<T extends { code: string }>(items: readonly T[]): T[] {
  const lead = items.find((i) => i.code === LEAD_CODE);
  return lead ? [lead, ...items.filter((i) => i !== lead)] : [...items];
}

/**
 * The hot-lottery tabs: the site's list of codes, known lotteries only, no repeats, the lead
 * lottery first (added when the list leaves it out).
 */
export function hotLotteries(codes: readonly string[], map: Readonly<Record<string, PublicLottery>>): PublicLottery[] {
  const seen = new Set<string>();
  const list: PublicLottery[] = [];
  for (const code of [LEAD_CODE, ...codes]) {
    const lottery = map[code];
    if (lottery && !seen.has(code)) {
      seen.add(code);
      list.push(lottery);
    }
  }
  return list;
}

export interface HomeSection {
  category: Category;
  label: string;
  lotteries: PublicLottery[];
}

/** All lotteries by category (极速彩, 高频彩, 地方彩, 全国彩) in catalogue order, the lead lottery first. */
export function homeSections(list: readonly PublicLottery[]): HomeSection[] {
  const sorted = [...list].sort((a, b) => a.sort - b.sort);
  return CATEGORY_ORDER.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    lotteries: leadFirst(sorted.filter((l) => l.category === category)),
  })).filter((s) => s.lotteries.length > 0);
}
