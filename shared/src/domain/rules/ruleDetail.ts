import { validateBalls } from '../families';
import type { Family, RuleDetail } from '../types';
import {
  HK6_RULE_DOCS,
  hk6RuleDetail,
  K3_RULE_DOCS,
  k3RuleDetail,
  KL10_RULE_DOCS,
  kl10RuleDetail,
  KL8_RULE_DOCS,
  kl8RuleDetail,
  OTHERS_RULE_DOCS,
  othersRuleDetail,
  PK10_RULE_DOCS,
  pk10RuleDetail,
  SSC_RULE_DOCS,
  sscRuleDetail,
  SYX5_RULE_DOCS,
  syx5RuleDetail,
  XY28_RULE_DOCS,
  xy28RuleDetail,
} from './families';
import type { RuleDetailDoc } from './types';

/**
 * The derived attributes of one draw (`ruleDetail` of the draw-info response), by family:
 * two-sided labels, sums, 龙虎, 形态 and, for six-mark, 生肖/波色/五行. `drawTimeMs` (epoch ms)
 * matters only to six-mark, whose 生肖 and 五行 follow the lunar year of the Beijing date.
 * The balls must be a legal draw of the family (validateBalls); anything else throws, because
 * labels of an impossible draw would be silently wrong.
 */
export function ruleDetail(group: Family, balls: number[], drawTimeMs: number): RuleDetail {
  const problem = validateBalls(group, balls);
  if (problem) throw new RangeError(problem);
  switch (group) {
    case 'pk10':
      return pk10RuleDetail(balls);
    case 'ssc':
      return sscRuleDetail(balls);
    case '11x5':
      return syx5RuleDetail(balls);
    case 'k3':
      return k3RuleDetail(balls);
    case 'kl10':
      return kl10RuleDetail(balls);
    case 'kl8':
      return kl8RuleDetail(balls);
    case 'xy28':
      return xy28RuleDetail(balls);
    case 'hk6':
      return hk6RuleDetail(balls, drawTimeMs);
    case 'others':
      return othersRuleDetail(balls);
  }
}

/**
 * Every key `ruleDetail` returns, per family, with its type, Chinese description and value
 * set. The server's OpenAPI document is generated from this; tests keep it equal to the
 * actual output and to rules/README.md.
 */
export const RULE_DETAIL_DOCS: Record<Family, RuleDetailDoc[]> = {
  pk10: PK10_RULE_DOCS,
  ssc: SSC_RULE_DOCS,
  '11x5': SYX5_RULE_DOCS,
  k3: K3_RULE_DOCS,
  kl10: KL10_RULE_DOCS,
  kl8: KL8_RULE_DOCS,
  xy28: XY28_RULE_DOCS,
  hk6: HK6_RULE_DOCS,
  others: OTHERS_RULE_DOCS,
};
