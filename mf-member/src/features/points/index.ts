/** The public face of the points feature: balance, sign-in and the ledger history. */
export { PointsPanel } from './PointsPanel';
export { PointsStore } from './PointsStore';
