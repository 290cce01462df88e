/**
 * Documentation of one rule-detail key: the server's OpenAPI document and rules/README.md are
 * written from these entries, and tests check that every family's `ruleDetail` output has
 * exactly the documented keys, types and values.
 */
export interface RuleDetailDoc {
  key: string;
  type: 'number' | 'string' | 'string[]' | 'number[]';
  /** Chinese description: what the value means and the rule that decides it. */
  description: string;
  /** Every label a string (or string[] element) can take; absent for numbers. */
  values?: readonly string[];
}

/** 大/小. */
export const DA_XIAO: readonly string[] = ['大', '小'];
/** 大/小/和. */
export const DA_XIAO_HE: readonly string[] = ['大', '小', '和'];
/** 单/双. */
export const DAN_SHUANG: readonly string[] = ['单', '双'];
/** 单/双/和. */
export const DAN_SHUANG_HE: readonly string[] = ['单', '双', '和'];
/** 龙/虎. */
export const LONG_HU: readonly string[] = ['龙', '虎'];
/** 龙/虎/和. */
export const LONG_HU_HE: readonly string[] = ['龙', '虎', '和'];
