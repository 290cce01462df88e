/** The public face of the dragon-reminder feature (/changltx). */
export { ChanglongPage } from './ChanglongPage';
export { CHANGLONG_KEY, prepareChanglong } from './firstView';
