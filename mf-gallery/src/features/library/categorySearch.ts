import type { TukuCategory } from '@cp/shared/domain';

/** What a search compares: lower case, without spaces (so 'xiang gang' and 'xianggang' agree). */
export function normalizeQuery(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

/** The first letter of each pinyin syllable: 'xiang gang liu he cai' → 'xglhc'. */
export function pinyinInitials(pinyin: string): string {
  return pinyin
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((syllable) => syllable[0])
    .join('');
}

/**
 * Whether a category answers a search box's text: a part of its name (香港, pk10), of its
 * pinyin (xiang, xianggang) or of its syllables' initials (xg, xglhc). An empty box matches all.
 */
export function matchesCategory(category: Pick<TukuCategory, 'name' | 'pinyin'>, text: string): boolean {
  const q = normalizeQuery(text);
  if (!q) return true;
  return (
    normalizeQuery(category.name).includes(q) ||
    normalizeQuery(category.pinyin).includes(q) ||
    pinyinInitials(category.pinyin).includes(q)
  );
}
