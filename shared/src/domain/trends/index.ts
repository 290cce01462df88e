/**
 * Trend and statistics engine (API.md "Trends", DOMAIN.md "Rule keys and trend types"): pure
 * functions from a lottery's stored history to the trend tables and their window statistics.
 * README.md in this folder lists every trend type per family with its positions and keys.
 */
export * from './types';
export { UnknownTrendTypeError } from './errors';
export { TREND_TYPE_IDS, trendTypesFor, isTrendType } from './registry';
export { computeTrend, computeTrends, computeTrendsJson, assertTrendCount } from './compute';
export { avgMissing } from './engine/lastHits';
export { enableCompiledRecords } from './engine/factory';
export { statisticsBefore, comparePeriods, type StatisticsWindow } from './statistics/statisticsBefore';
export { todayNumberStatistics, HOT_COLD_SIZE, type NumberStatistics } from './statistics/todayNumberStatistics';
