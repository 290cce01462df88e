/** One titled part of a rule page. */
export interface RuleSection {
  heading: string;
  paragraphs: string[];
}

/**
 * The 玩法规则 page of a family (GET /v1/apis/ruleDetails/{code}): a title and ordered
 * sections of plain Simplified Chinese paragraphs.
 */
export interface RuleText {
  title: string;
  sections: RuleSection[];
}

/** Options of `ruleText`: the lottery's own name for the title, and "now" for year-dependent tables. */
export interface RuleTextOptions {
  /** Lottery name shown in the title (e.g. 极速赛车); the family's name when absent. */
  name?: string;
  /** Epoch ms; when given, six-mark adds this lunar year's 生肖 and 五行 tables. */
  nowMs?: number;
}
