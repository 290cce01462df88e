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

interface Series {
  name: string;
  color: string;
  data: readonly (number | null)[];
}

/** A block's chart: `bar` per key as bars, `line` per key as a thin line over them. */
function barsWithLine(
  block: Block,
  title: string,
  bar: Series,
  line: Series & { dashed?: boolean },
): EChartsCoreOption {
  return {
    ...base(block),
    title: { text: `${block.label} ${title}`, left: 4, top: 4, textStyle: { fontSize: 12, fontWeight: 'normal' } },
    series: [
      { name: bar.name, type: 'bar', barMaxWidth: 14, itemStyle: { color: bar.color }, data: bar.data },
      {
        name: line.name,
        type: 'line',
        symbolSize: 4,
        lineStyle: line.dashed ? { type: 'dashed', width: 1.5 } : { width: 1.5 },
        itemStyle: { color: line.color },
        data: line.data,
      },
    ],
  };
}

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
  return barsWithLine(
    block,
    '出现次数',
    { name: '出现次数', color: theme.color.red, data: cols.map((c) => value(stats.appearCount[c])) },
    {
      name: '期望次数',
      color: theme.color.orange,
      dashed: true,
      data: block.keys.map((k) => Math.round(count * (probabilities[k.key] ?? 0) * 10) / 10),
    },
  );
}

/** 当前遗漏 against 平均遗漏 for one block: which keys are "due" compared with their usual gap. */
export function missingOption(block: Block, stats: TableStats): EChartsCoreOption {
  const cols = block.keys.map((_, i) => block.start + i);
  return barsWithLine(
    block,
    '当前遗漏',
    { name: '当前遗漏', color: theme.color.blue, data: cols.map((c) => value(stats.now[c])) },
    { name: '平均遗漏', color: theme.color.textMuted, data: cols.map((c) => value(stats.avgMissing[c])) },
  );
}
