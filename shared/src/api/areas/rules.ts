import type { LotteryRuleText } from '../../domain/wire';
import { http } from '../http';
import type { HttpClient } from '../http';

/** The 玩法规则 texts (the shell's rules popup). */
export interface RulesApi {
  /** GET /v1/apis/ruleDetails/{code}: the family's rules with the lottery asked for. */
  ruleText(code: string): Promise<LotteryRuleText>;
}

export const rulesApi = (client: HttpClient = http): RulesApi => ({
  ruleText: (code) => client.get<LotteryRuleText>(`/v1/apis/ruleDetails/${encodeURIComponent(code)}`),
});
