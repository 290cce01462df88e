/**
 * Wire shapes of the API live with the domain (shared/src/domain/wire.ts) so the server shares
 * them; they are re-exported here for code that imports them with the client. New code imports
 * them from @cp/shared/domain.
 */
export type * from '../domain/wire';
export type { LotteryRuleText as RuleText } from '../domain/wire';
