/** The public face of the lottery-index feature: the index page and the all-lotteries popup. */
export { AllLotteriesPopup } from './AllLotteriesPopup';
export { LotteryIndexPage } from './LotteryIndexPage';
