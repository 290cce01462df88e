/**
 * `@cp/shared/charts`: the ECharts wrapper. Deliberately not re-exported from `@cp/shared/ui`,
 * so that only pages that draw charts (trend pages) load ECharts.
 */
export { EChart } from './EChart';
export type { EChartProps } from './EChart';
export type { EChartsCoreOption } from 'echarts/core';
