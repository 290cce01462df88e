/** The public face of the draw-history feature (/lottery/history). */
export { HistoryPage } from './HistoryPage';
export { historyKey, prepareHistory } from './firstView';
