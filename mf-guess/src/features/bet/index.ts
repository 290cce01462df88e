export { BetPage } from './BetPage';
export { BetStore } from './BetStore';
