import { computeTrend, STAT_ORDER, trendTypesFor, type TrendResult } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { EMPTY } from './constants';
import { readTable, readTables } from './table';

const spec = (type: string) => trendTypesFor('others').find((s) => s.type === type)!;

describe('readTable', () => {
  const draws = seededHistory('others', 120);
  const result = computeTrend('others', 'basic', draws, 30);

  it('lays the expected keys out as columns and copies every missing value and statistic', () => {
    const warn = jest.fn();
    const t = readTable(spec('basic'), result, warn);
    expect(warn).not.toHaveBeenCalled();
    expect(t.blocks.map((b) => [b.position, b.label, b.start, b.keys.length])).toEqual([
      ['hm1', '百位', 0, 10],
      ['hm2', '十位', 10, 10],
      ['hm3', '个位', 20, 10],
    ]);
    expect(t.rows).toHaveLength(30);
    t.rows.forEach((row, i) => {
      expect(row.period).toBe(result.list[i].period);
      t.blocks.forEach((b) =>
        b.keys.forEach((k, j) => expect(row.values[b.start + j]).toBe(result.list[i].missing[b.position][k.key])),
      );
    });
    for (const name of STAT_ORDER) {
      t.blocks.forEach((b) =>
        b.keys.forEach((k, j) => expect(t.stats[name][b.start + j]).toBe(result.stats[name][b.position][k.key])),
      );
    }
  });

  it('fills cells the response lacks as empty and warns once with what is missing and unexpected', () => {
    const broken: TrendResult = JSON.parse(JSON.stringify(result));
    delete broken.list[3].missing.hm2.num5;
    delete broken.list[7].missing.hm3;
    broken.list[9].missing.hm1.num10 = 4;
    delete broken.stats.now.hm1.num0;
    const warn = jest.fn();
    const t = readTable(spec('basic'), broken, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    const [message, detail] = warn.mock.calls[0];
    expect(message).toContain('与预期不一致');
    expect(detail.missing).toEqual(expect.arrayContaining(['hm2.num5', 'hm3.num0', 'hm3.num9', 'hm1.num0']));
    expect(detail.unexpected).toEqual(['hm1.num10']);
    expect(t.rows[3].values[15]).toBe(EMPTY);
    expect(Array.from(t.rows[7].values.subarray(20, 30))).toEqual(Array(10).fill(EMPTY));
    expect(t.rows[8].values[15]).toBe(result.list[8].missing.hm2.num5);
    expect(t.stats.now[0]).toBe(EMPTY);
  });

  it('has no rows and empty statistics when the type is absent or empty', () => {
    const warn = jest.fn();
    const t = readTable(spec('sum'), undefined, warn);
    expect(t.rows).toEqual([]);
    expect(t.columnCount).toBe(28);
    expect(Array.from(t.stats.appearCount).every((v) => v === EMPTY)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('treats negative or non-integer counts as missing', () => {
    const broken: TrendResult = JSON.parse(JSON.stringify(result));
    broken.list[0].missing.hm1.num1 = -3;
    (broken.list[0].missing.hm1 as Record<string, unknown>).num2 = '4';
    const warn = jest.fn();
    const t = readTable(spec('basic'), broken, warn);
    expect([t.rows[0].values[1], t.rows[0].values[2]]).toEqual([EMPTY, EMPTY]);
    expect(warn.mock.calls[0][1].missing).toEqual(['hm1.num1', 'hm1.num2']);
  });
});

describe('readTables', () => {
  it('reads each known type of an answer as readTable does, and leaves out a type the family lacks', () => {
    const draws = seededHistory('others', 60);
    const trends = {
      basic: computeTrend('others', 'basic', draws, 30),
      daxiao: computeTrend('others', 'daxiao', draws, 30),
    };
    const quiet = () => undefined;
    const tables = readTables('others', ['basic', 'daxiao', 'nope' as never], { trends } as never, quiet);
    expect(tables.map(([type]) => type)).toEqual(['basic', 'daxiao']);
    expect(tables[0][1]).toEqual(readTable(spec('basic'), trends.basic, quiet));
  });
});
