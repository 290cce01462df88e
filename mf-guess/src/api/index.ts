export { guessApi } from './guess';
export type { GuessApi, MyGuessQuery, SubscriptionState } from './guess';
export { GuessApiProvider, useGuessApi } from './context';
