/** The public face of the guess-centre feature. */
export { GuessPage } from './desktop/GuessPage';
export { GuessPageMobile } from './mobile/GuessPageMobile';
export { GuessRoutes } from './GuessRoutes';
