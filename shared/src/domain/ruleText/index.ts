export * from './types';
export * from './ruleText';
