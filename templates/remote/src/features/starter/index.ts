/** The public face of the starter feature: what the exposed route trees mount. */
export { StarterPage } from './StarterPage';
export { StarterPageMobile } from './StarterPageMobile';
export { StarterRoutes } from './StarterRoutes';
