import type { EChartsCoreOption } from 'echarts/core';
import { theme } from '@cp/shared/ui';
import { EMPTY } from './constants';
import type { Block, TableStats } from './types';

const value = (v: number): number | null => (v === EMPTY ? null : v);

const base = (block: Block): EChartsCoreOption => ({
  animation: false,
  grid: { left: 36, right: 12, top: 40, bottom: 28 },
  legend: { top: 4, right: 4, itemWidth: 12, itemHeight: 8, textStyle: { fontSize: 11 } },
  tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
  xAxis: {
    type: 'category',
    data: block.keys.map((k) => k.label),
    axisLabel: { fontSize: 10, interval: 0, hideOverlap: true },
    axisTick: { alignWithLabel: true },
  },
  yAxis: {
    type: 'value',
    minInterval: 1,
    axisLabel: { fontSize: 10 },
    splitLine: { lineStyle: { color: theme.color.border } },
  },
});

/**
 * 出现次数 against 期望次数 for one block: how often each key hit in the window of `count`
 * draws, beside how often it should have (count × its probability, one decimal).
 */
export function appearanceOption(
  block: Block,
  stats: TableStats,
  probabilities: Record<string, number>,
  count: number,
): EChartsCoreOption {
  const cols = block.keys.map((_, i) => block.start + i);
  return {
    ...base(block),
    title: { text: `${block.label} 出现次数`, left: 4, top: 4, textStyle: { fontSize: 12, fontWeight: 'normal' } },
    series: [
      {
        name: '出现次数',
        type: 'bar',
        barMaxWidth: 14,
        itemStyle: { color: theme.color.red },
        data: cols.map((c) => value(stats.appearCount[c])),
      },
      {
        name: '期望次数',
        type: 'line',
        symbolSize: 4,
        lineStyle: { type: 'dashed', width: 1.5 },
        itemStyle: { color: theme.color.orange },
        data: block.keys.map((k) => Math.round(count * (probabilities[k.key] ?? 0) * 10) / 10),
      },
    ],
  };
}

/** 当前遗漏 against 平均遗漏 for one block: which keys are "due" compared with their usual gap. */
export function missingOption(block: Block, stats: TableStats): EChartsCoreOption {
  const cols = block.keys.map((_, i) => block.start + i);
  return {
    ...base(block),
    title: { text: `${block.label} 当前遗漏`, left: 4, top: 4, textStyle: { fontSize: 12, fontWeight: 'normal' } },
    series: [
      {
        name: '当前遗漏',
        type: 'bar',
        barMaxWidth: 14,
        itemStyle: { color: theme.color.blue },
        data: cols.map((c) => value(stats.now[c])),
      },
      {
        name: '平均遗漏',
        type: 'line',
        symbolSize: 4,
        lineStyle: { width: 1.5 },
        itemStyle: { color: theme.color.textMuted },
        data: cols.map((c) => value(stats.avgMissing[c])),
      },
    ],
  };
}
