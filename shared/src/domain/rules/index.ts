/**
 * Rule logic of every lottery family: thresholds (constants), two-sided labels, shapes, the
 * six-mark calendar tables, and `ruleDetail` with its key documentation.
 */
export * from './constants';
export * from './labels';
export * from './shapes';
export * from './types';
export * from './hk6';
export * from './families';
export * from './ruleDetail';
