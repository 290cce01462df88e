import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { appearanceOption, missingOption } from './chartOptions';
import { EMPTY } from './constants';
import { readTable } from './table';

type Series = { name: string; data: (number | null)[] }[];

describe('chart options', () => {
  const spec = trendTypesFor('others').find((s) => s.type === 'basic')!;
  const table = readTable(spec, computeTrend('others', 'basic', seededHistory('others', 100), 60));
  const block = table.blocks[1];

  it('sets appearance counts against the expected count of the window', () => {
    const probs = Object.fromEntries(block.keys.map((k) => [k.key, 0.1]));
    const option = appearanceOption(block, table.stats, probs, 60) as { xAxis: { data: string[] }; series: Series };
    expect(option.xAxis.data).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(option.series.map((s) => s.name)).toEqual(['出现次数', '期望次数']);
    expect(option.series[0].data).toEqual(Array.from(table.stats.appearCount.subarray(10, 20)));
    expect(option.series[1].data).toEqual(Array(10).fill(6));
  });

  it('sets current missing against average missing, leaving empty statistics as gaps', () => {
    const stats = { ...table.stats, now: Int32Array.from(table.stats.now, (v, i) => (i === 12 ? EMPTY : v)) };
    const option = missingOption(block, stats) as { series: Series };
    expect(option.series.map((s) => s.name)).toEqual(['当前遗漏', '平均遗漏']);
    expect(option.series[0].data[2]).toBeNull();
    expect(option.series[0].data[3]).toBe(table.stats.now[13]);
    expect(option.series[1].data).toEqual(Array.from(table.stats.avgMissing.subarray(10, 20)));
  });
});
