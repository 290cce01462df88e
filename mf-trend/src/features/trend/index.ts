/** The public face of the trend-chart feature (/lottery/trend/:code). */
export { TrendPage } from './TrendPage';
export { prepareTrend, trendKey } from './firstView';
