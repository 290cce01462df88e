export { LatestGuesses } from './LatestGuesses';
export { LatestStore } from './LatestStore';
