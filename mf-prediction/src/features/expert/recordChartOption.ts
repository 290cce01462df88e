import type { EChartsCoreOption } from '@cp/shared/charts';
import type { JihuaRecord } from '@cp/shared/domain';

const pct = (x: number) => Math.round(x * 1000) / 10;

/**
 * The expert detail chart: the rolling hit rate over `record.window` periods against the rate
 * pure chance gives for the same picks, in percent, oldest period on the left.
 */
export function recordChartOption(record: JihuaRecord): EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 44, right: 12, top: 32, bottom: 28 },
    legend: { top: 0, data: [`近${record.window}期滚动命中率`, '纯随机命中率'] },
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => `${String(v)}%` },
    xAxis: { type: 'category', data: record.points.map((p) => p.period.slice(-4)) },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name: `近${record.window}期滚动命中率`,
        type: 'line',
        showSymbol: false,
        data: record.points.map((p) => pct(p.rate)),
        lineStyle: { color: '#d9232d', width: 2 },
        itemStyle: { color: '#d9232d' },
      },
      {
        name: '纯随机命中率',
        type: 'line',
        showSymbol: false,
        data: record.points.map((p) => pct(p.chance)),
        lineStyle: { color: '#555555', type: 'dashed', width: 1.5 },
        itemStyle: { color: '#555555' },
      },
    ],
  };
}
