import type { JihuaRecord } from '@cp/shared/domain';
import { JihuaData } from '../../testing/jihuaData';
import { recordChartOption } from './recordChartOption';

type Series = { name: string; data: number[] };

describe('recordChartOption', () => {
  it.each([30, 100])('draws the %i-period rolling rate against the chance line, in percent', (window) => {
    const data = new JihuaData({ group: 'pk10', code: 'jspk10', name: '极速赛车', periods: 150 });
    const record: JihuaRecord = data.record('expert', 'hot', window);
    const option = recordChartOption(record) as { series: Series[]; xAxis: { data: string[] } };
    expect(record.points).toHaveLength(150 - window + 1);
    expect(option.xAxis.data).toHaveLength(record.points.length);
    expect(option.xAxis.data.at(-1)).toBe('0457');
    const [rate, chance] = option.series;
    expect(rate.name).toBe(`近${window}期滚动命中率`);
    expect(rate.data.at(-1)).toBe(Math.round(record.points.at(-1)!.rate * 1000) / 10);
    // Five numbers of ten: pure chance is 50 % at every point.
    expect(new Set(chance.data)).toEqual(new Set([50]));
  });
});
