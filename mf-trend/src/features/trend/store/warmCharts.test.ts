import { warmChartProbabilities } from './warmCharts';

describe('warmChartProbabilities', () => {
  it.each([
    ['pk10', ['basic', 'guanYaHe', 'longHu', 'shengPingJiang'], ['basic', 'guanYaHe', 'longHu']],
    ['hk6', ['sum', 'distribution', 'nope'], ['distribution', 'sum']],
    ['k3', [], []],
  ] as const)('%s: one type per idle moment, in the family’s order, no 升平降', (group, types, want) => {
    const idle: (() => void)[] = [];
    const done: string[] = [];
    warmChartProbabilities(
      group,
      types,
      (fn) => idle.push(fn),
      (_g, type, positions) => {
        expect(positions.length).toBeGreaterThan(0);
        done.push(type);
      },
    );
    for (let i = 0; i < idle.length; i++) {
      expect(done).toHaveLength(i); // nothing runs before its idle moment
      idle[i]();
    }
    expect(done).toEqual(want);
    expect(idle).toHaveLength(want.length + 1);
  });
});
