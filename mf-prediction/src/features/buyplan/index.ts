/** 购彩计划 (buyplan). */
export { BuyPlanView } from './BuyPlanView';
