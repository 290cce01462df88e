import { FAMILIES, RULE_DETAIL_DOCS } from '@cp/shared/domain';
import type { Family, RuleDetailDoc } from '@cp/shared/domain';

function property(doc: RuleDetailDoc) {
  const scalar = doc.type.startsWith('number')
    ? { type: 'number' }
    : { type: 'string', ...(doc.values ? { enum: [...doc.values] } : {}) };
  return doc.type.endsWith('[]')
    ? { type: 'array', items: scalar, description: doc.description }
    : { ...scalar, description: doc.description };
}

/**
 * OpenAPI component schemas of `prePeriod.ruleDetail`, one per family (RuleDetail_pk10 …),
 * generated from the domain's RULE_DETAIL_DOCS so the document and the code cannot drift.
 */
export function ruleDetailSchemas(): Record<string, object> {
  return Object.fromEntries(
    (Object.keys(RULE_DETAIL_DOCS) as Family[]).map((family) => [
      `RuleDetail_${family}`,
      {
        type: 'object',
        description: `${FAMILIES[family].label}（${family}）开奖的 prePeriod.ruleDetail`,
        properties: Object.fromEntries(RULE_DETAIL_DOCS[family].map((d) => [d.key, property(d)])),
        required: RULE_DETAIL_DOCS[family].map((d) => d.key),
      },
    ]),
  );
}
