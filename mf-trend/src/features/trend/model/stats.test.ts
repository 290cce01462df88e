import { computeTrend, STAT_ORDER, trendTypesFor, type Family } from '@cp/shared/domain';
import { realHistory, seededHistory } from '../../../testing/histories';
import { EMPTY } from './constants';
import { computeStats } from './stats';
import { readTable } from './table';

const cases: [Family, number, number][] = [
  ['pk10', 30, 200],
  ['ssc', 60, 300],
  ['k3', 90, 150],
  ['kl10', 30, 80],
  ['hk6', 90, 400],
];

describe('computeStats equals the engine (API.md definitions) on the same window', () => {
  it.each(cases)('%s over %i of %i draws, every trend type', (group, count, n) => {
    const draws = seededHistory(group, n, n);
    for (const spec of trendTypesFor(group)) {
      const t = readTable(spec, computeTrend(group, spec.type, draws, count), () => undefined);
      const mine = computeStats(t.rows, t.columnCount);
      for (const name of STAT_ORDER)
        expect([spec.type, name, Array.from(mine[name])]).toEqual([spec.type, name, Array.from(t.stats[name])]);
    }
  });

  it.each([['fc3d', 'others'] as const, ['marksix', 'hk6'] as const])('real %s draws', (file, group) => {
    const draws = realHistory(file);
    for (const count of [30, 60, 90]) {
      const spec = trendTypesFor(group).find((s) => s.type === 'basic')!;
      const t = readTable(spec, computeTrend(group, 'basic', draws, count));
      const mine = computeStats(t.rows, t.columnCount);
      for (const name of STAT_ORDER) expect(Array.from(mine[name])).toEqual(Array.from(t.stats[name]));
    }
  });

  it('leaves a column with an empty cell empty', () => {
    const spec = trendTypesFor('others')[0];
    const t = readTable(spec, computeTrend('others', spec.type, seededHistory('others', 40), 30));
    const rows = t.rows.map((r, i) =>
      i === 4 ? { ...r, values: Int32Array.from(r.values, (v, c) => (c === 2 ? EMPTY : v)) } : r,
    );
    const s = computeStats(rows, t.columnCount);
    expect(STAT_ORDER.map((n) => s[n][2])).toEqual([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY]);
    expect(s.now[3]).toBe(t.stats.now[3]);
  });

  it('gives a window with no rows no statistics', () => {
    expect(Array.from(computeStats([], 3).now)).toEqual([EMPTY, EMPTY, EMPTY]);
  });
});
