/** One bucket of a bucketed sum: inclusive range, key `sum_<lo>to<hi>` and its Chinese label. */
export interface SumBucket {
  lo: number;
  hi: number;
  key: string;
  label: string;
}

const bucket = (lo: number, hi: number, name = ''): SumBucket => ({
  lo,
  hi,
  key: `sum_${lo}to${hi}`,
  label: `${name}${lo}–${hi}`,
});

/**
 * 快乐8 总和 (210–1410) in the five 五行 ranges of DOMAIN.md: 金 210–695, 木 696–763, 水 764–855,
 * 火 856–923, 土 924–1410. A 1,201-column table is unreadable; these are the ranges kl8 players
 * already know (they hold roughly 10 % / 20 % / 40 % / 20 % / 10 % of draws).
 */
export const KL8_SUM_BUCKETS: readonly SumBucket[] = [
  bucket(210, 695, '金 '),
  bucket(696, 763, '木 '),
  bucket(764, 855, '水 '),
  bucket(856, 923, '火 '),
  bucket(924, 1410, '土 '),
];

/**
 * 六合彩 总和 of all seven numbers (28–322) in ranges of 25 aligned on the 大 boundary 175, with
 * the thin tails folded into the first and last bucket (a 295-column table is unreadable).
 */
export const HK6_SUM_BUCKETS: readonly SumBucket[] = [
  bucket(28, 99),
  bucket(100, 124),
  bucket(125, 149),
  bucket(150, 174),
  bucket(175, 199),
  bucket(200, 224),
  bucket(225, 249),
  bucket(250, 322),
];

/** The bucket holding `sum`, or null outside every bucket. */
export function bucketOf(buckets: readonly SumBucket[], sum: number): SumBucket | null {
  for (const b of buckets) if (sum >= b.lo && sum <= b.hi) return b;
  return null;
}
