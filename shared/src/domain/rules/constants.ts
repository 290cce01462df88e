import type { Family } from '../types';

/**
 * Two-sided thresholds of every family (specification section 9 and DOMAIN.md). Both the
 * rule details of a draw and the trend tables classify numbers with these, so a boundary is
 * written exactly once.
 */
export type Side = 'da' | 'xiao' | 'he';

/** 大/小/和 of a single ball at a position of the family. */
export function ballSize(group: Family, ball: number, position = 0): Side {
  switch (group) {
    case 'pk10':
      return ball >= 6 ? 'da' : 'xiao';
    case 'ssc':
    case 'xy28':
    case 'others':
      return ball >= 5 ? 'da' : 'xiao';
    case '11x5':
      // Choice: 11 is 和 for per-ball 大小 and 单双, as on most 11选5 sites.
      return ball === 11 ? 'he' : ball >= 6 ? 'da' : 'xiao';
    case 'k3':
      return ball >= 4 ? 'da' : 'xiao';
    case 'kl10':
      return ball >= 11 ? 'da' : 'xiao';
    case 'kl8':
      return ball >= 41 ? 'da' : 'xiao';
    case 'hk6':
      // Only the special number (position 6) has 和 at 49; regular numbers split 1–24 / 25–49.
      if (ball === 49) return position === 6 ? 'he' : 'da';
      return ball >= 25 ? 'da' : 'xiao';
  }
}

/** 单/双/和 of a single ball (11x5's 11 and the six-mark special 49 are 和). */
export function ballParity(group: Family, ball: number, position = 0): Side | 'dan' | 'shuang' {
  if (group === '11x5' && ball === 11) return 'he';
  if (group === 'hk6' && position === 6 && ball === 49) return 'he';
  return ball % 2 === 1 ? 'dan' : 'shuang';
}

/** Inclusive ranges of the sum that make 大 and 小; a sum in neither is 和. */
export interface SumRule {
  /** Which balls are summed: all of them, or pk10's first two (冠亚和). */
  of: 'all' | 'first2';
  min: number;
  max: number;
  big: [number, number];
  small: [number, number];
}

/**
 * pk10 冠亚和 (3–19) > 11 大, < 11 小, 11 和; ssc 0–45, 23–45 大; 11x5 15–45, > 30 大, 30 和;
 * k3 3–18, 11–17 大, 4–10 小 (3 and 18 are 豹子 and decide neither: our choice, stated in the
 * rules text); kl10 36–132, 85–132 大, 84 和; kl8 210–1410, > 810 大, 810 和; xy28 0–27, 14–27 大;
 * hk6 all seven 28–322, ≥ 175 大; others 0–27, 14–27 大.
 */
export const SUM_RULES: Record<Family, SumRule> = {
  pk10: { of: 'first2', min: 3, max: 19, big: [12, 19], small: [3, 10] },
  ssc: { of: 'all', min: 0, max: 45, big: [23, 45], small: [0, 22] },
  '11x5': { of: 'all', min: 15, max: 45, big: [31, 45], small: [15, 29] },
  k3: { of: 'all', min: 3, max: 18, big: [11, 17], small: [4, 10] },
  kl10: { of: 'all', min: 36, max: 132, big: [85, 132], small: [36, 83] },
  kl8: { of: 'all', min: 210, max: 1410, big: [811, 1410], small: [210, 809] },
  xy28: { of: 'all', min: 0, max: 27, big: [14, 27], small: [0, 13] },
  hk6: { of: 'all', min: 28, max: 322, big: [175, 322], small: [28, 174] },
  others: { of: 'all', min: 0, max: 27, big: [14, 27], small: [0, 13] },
};

/** The sum a family's two-sided sum rule looks at. */
export function ruleSum(group: Family, balls: readonly number[]): number {
  const n = SUM_RULES[group].of === 'first2' ? 2 : balls.length;
  let s = 0;
  for (let i = 0; i < n; i++) s += balls[i];
  return s;
}

/** 大/小/和 of a sum under the family's rule. */
export function sumSize(group: Family, sum: number): Side {
  const r = SUM_RULES[group];
  if (sum >= r.big[0] && sum <= r.big[1]) return 'da';
  if (sum >= r.small[0] && sum <= r.small[1]) return 'xiao';
  return 'he';
}

/** Chinese labels of the two-sided values. */
export const SIDE_LABELS: Record<string, string> = {
  da: '大',
  xiao: '小',
  he: '和',
  dan: '单',
  shuang: '双',
  long: '龙',
  hu: '虎',
};
