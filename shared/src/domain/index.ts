/**
 * Pure lottery domain: families, catalogue, timetables, rules, trends and statistics, the guess
 * centre (guess/) and the predictions (predictions/).
 * Nothing here touches React, MobX, axios, the DOM or the clock: "now" and randomness are
 * parameters.
 */
export * from './types';
export * from './families';
export * from './cpType';
export * from './time';
export * from './schedule';
export * from './catalogue';
export * from './trends';
export * from './device';
export * from './rules';
export * from './generators';
export * from './ruleText';
export * from './streaks';
export * from './guess';
export * from './members';
export * from './predictions';
export * from './gallery';
export * from './news';
export * from './lotteryPages';
export * from './lotteryGroups';
export * from './pathPattern';
export * from './registry';
export type * from './wire';
