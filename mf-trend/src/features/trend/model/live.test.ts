import { computeTrend, trendTypesFor, type Family } from '@cp/shared/domain';
import { realHistory, seededHistory } from '../../../testing/histories';
import { appendDraw, rowsToDrop } from './live';
import { readTable } from './table';

const quiet = () => undefined;

describe('appendDraw', () => {
  it.each<[Family, number]>([
    ['pk10', 30],
    ['ssc', 90],
    ['11x5', 60],
    ['k3', 30],
    ['kl10', 30],
    ['kl8', 30],
    ['xy28', 60],
    ['hk6', 90],
    ['others', 30],
  ])(
    '%s: appending the next draw gives what the server answers for the window and that draw (window %i + 1)',
    (group, count) => {
      const draws = seededHistory(group, 150, 11);
      const before = draws.slice(0, -1);
      for (const spec of trendTypesFor(group)) {
        const table = readTable(spec, computeTrend(group, spec.type, before, count), quiet);
        const appended = appendDraw(table, group, draws[draws.length - 1], count)!;
        const expected = readTable(spec, computeTrend(group, spec.type, draws, count + 1), quiet);
        expect(appended.rows).toHaveLength(count + 1);
        expect(appended.rows.map((r) => r.period)).toEqual(expected.rows.map((r) => r.period));
        appended.rows.forEach((r, i) =>
          expect([spec.type, r.period, Array.from(r.values)]).toEqual([
            spec.type,
            r.period,
            Array.from(expected.rows[i].values),
          ]),
        );
        expect(Object.fromEntries(Object.entries(appended.stats).map(([k, v]) => [k, Array.from(v)]))).toEqual(
          Object.fromEntries(Object.entries(expected.stats).map(([k, v]) => [k, Array.from(v)])),
        );
      }
    },
  );

  it('lets a whole chunk leave the top once the live rows make a chunk; the statistics are those of the rows', () => {
    const draws = realHistory('marksix');
    const spec = trendTypesFor('hk6').find((s) => s.type === 'basic')!;
    let table = readTable(spec, computeTrend('hk6', 'basic', draws.slice(0, -30), 30));
    for (const draw of draws.slice(-30, -1)) table = appendDraw(table, 'hk6', draw, 30)!;
    expect(table.rows).toHaveLength(59);
    const grown = readTable(spec, computeTrend('hk6', 'basic', draws.slice(0, -1), 59));
    expect(Array.from(table.stats.appearCount)).toEqual(Array.from(grown.stats.appearCount));
    const next = appendDraw(table, 'hk6', draws[draws.length - 1], 30)!;
    const expected = readTable(spec, computeTrend('hk6', 'basic', draws, 30));
    expect(next.rows).toHaveLength(30);
    expect(next.rows[0]).toBe(table.rows[30]);
    expect(next.rows.map((r) => r.period)).toEqual(expected.rows.map((r) => r.period));
    expect(Array.from(next.rows[29].values)).toEqual(Array.from(expected.rows[29].values));
    for (const name of Object.keys(expected.stats) as (keyof typeof expected.stats)[]) {
      expect([name, Array.from(next.stats[name])]).toEqual([name, Array.from(expected.stats[name])]);
    }
  });

  it('keeps every row object and only appends, so only the new row renders', () => {
    const draws = realHistory('fc3d');
    const spec = trendTypesFor('others')[0];
    const table = readTable(spec, computeTrend('others', 'basic', draws.slice(0, -1), 30));
    const next = appendDraw(table, 'others', draws[draws.length - 1], 30)!;
    expect(next.rows).toHaveLength(31);
    next.rows.slice(0, -1).forEach((r, i) => expect(r).toBe(table.rows[i]));
    expect(next.blocks).toBe(table.blocks);
  });

  it('grows a window that is not full yet', () => {
    const draws = seededHistory('pk10', 20);
    const spec = trendTypesFor('pk10')[0];
    const table = readTable(spec, computeTrend('pk10', 'basic', draws.slice(0, -1), 30));
    expect(appendDraw(table, 'pk10', draws[19], 30)!.rows).toHaveLength(20);
  });

  it('replaces the bottom row for a draw of the same period, and ignores an identical repeat', () => {
    const draws = seededHistory('others', 60);
    const spec = trendTypesFor('others').find((s) => s.type === 'shengPingJiang')!;
    const table = readTable(spec, computeTrend('others', spec.type, draws, 30));
    const last = draws[draws.length - 1];
    expect(appendDraw(table, 'others', last, 30)).toBe(table);
    const corrected = { ...last, balls: last.balls.map((b) => (b + 1) % 10) };
    const replaced = appendDraw(table, 'others', corrected, 30)!;
    const expected = readTable(spec, computeTrend('others', spec.type, [...draws.slice(0, -1), corrected], 30));
    expect(replaced.rows).toHaveLength(30);
    expect(Array.from(replaced.rows[29].values)).toEqual(Array.from(expected.rows[29].values));
    expect(replaced.rows[29].balls).toEqual(corrected.balls);
  });

  it('cannot extend an empty table', () => {
    const spec = trendTypesFor('others')[0];
    expect(appendDraw(readTable(spec, undefined), 'others', seededHistory('others', 1)[0], 30)).toBeNull();
  });
});

describe('rowsToDrop', () => {
  it.each([
    // [rows, window, dropped]
    [30, 30, 0],
    [31, 30, 0],
    [59, 30, 0],
    [60, 30, 30],
    [119, 90, 0],
    [120, 90, 30],
    [20, 90, 0],
    [150, 90, 60],
  ])('%i rows of a window of %i: %i leave the top', (rows, window, dropped) => {
    expect(rowsToDrop(rows, window)).toBe(dropped);
  });
});
