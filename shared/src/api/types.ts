/** Wire shapes of the API; they live with the domain so the server shares them too. */
export type * from '../domain/wire';
export type { LotteryRuleText as RuleText } from '../domain/wire';
