export { guessApi } from './guess';
export type { GuessApi, SubscriptionState } from './guess';
export { GuessApiProvider, useGuessApi } from './context';
