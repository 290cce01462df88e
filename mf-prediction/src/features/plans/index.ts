/** The public face of the prediction-plans feature. */
export { PlanPage } from './desktop/PlanPage';
export { PlanPageMobile } from './mobile/PlanPageMobile';
export { PlanRoutes } from './PlanRoutes';
export { prepareFirstView } from './firstView';
