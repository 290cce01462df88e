/** Display family of a lottery (the specification's cpType groups). */
export type Family = 'ssc' | 'pk10' | '11x5' | 'k3' | 'kl10' | 'kl8' | 'xy28' | 'hk6' | 'others';

/** Menu category of a lottery: 极速, 高频, 地方, 全国. */
export type Category = 'jisu' | 'gaopin' | 'local' | 'china';

/** One stored draw. `drawTime` is ISO 8601 with the +08:00 offset. */
export interface Draw {
  code: string;
  period: string;
  drawTime: string;
  balls: number[];
}

/** Derived attributes of a draw; values are Chinese labels or numbers (see rules/). */
export type RuleDetail = Record<string, string | number | string[] | number[]>;
