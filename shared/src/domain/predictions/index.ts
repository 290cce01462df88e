/**
 * Predictions (预测, issue 17): named methods that rank numbers and sides from the draws before a
 * period, the four plan kinds made from them (两面推荐, 专家推荐, 购彩计划, 杀号计划), their scoring,
 * the buy plans' progression, and exact chance rates with Wilson intervals. README.md in this
 * folder documents every method, plan and computation.
 */
export * from './coverage';
export * from './series';
export * from './window';
export * from './methods';
export * from './chance/sumDistribution';
export * from './chance/chances';
export * from './chance/rates';
export * from './plans/types';
export * from './plans/buyPlan';
export * from './plans/make';
export * from './plans/score';
export * from './plans/compact';
export * from './records/totals';
export * from './wire';
export * from './records/view';
