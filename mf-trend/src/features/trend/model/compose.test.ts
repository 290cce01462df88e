import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { TableComposer } from './compose';
import { EMPTY } from './constants';
import { appendDraw } from './live';
import { readTable } from './table';

const spec = (type: string) => trendTypesFor('pk10').find((s) => s.type === type)!;
const draws = seededHistory('pk10', 100);
const tableOf = (type: string, history = draws.slice(0, -1)) =>
  readTable(spec(type), computeTrend('pk10', type, history, 30));

describe('TableComposer', () => {
  it('returns a single whole table as it is', () => {
    const t = tableOf('basic');
    expect(new TableComposer().compose([{ table: t }])).toBe(t);
  });

  it('puts one position of several types side by side, alternating colours', () => {
    const basic = tableOf('basic');
    const daxiao = tableOf('daxiao');
    const out = new TableComposer().compose([
      { table: basic, positions: ['hm3'], label: '号码' },
      { table: daxiao, positions: ['hm3'], label: '大小' },
    ]);
    expect(out.blocks.map((b) => [b.id, b.label, b.start, b.colour])).toEqual([
      ['basic:hm3', '号码', 0, 'red'],
      ['daxiao:hm3', '大小', 10, 'blue'],
    ]);
    expect(out.columnCount).toBe(12);
    expect(Array.from(out.rows[5].values)).toEqual([
      ...basic.rows[5].values.subarray(20, 30),
      ...daxiao.rows[5].values.subarray(4, 6),
    ]);
    expect(Array.from(out.stats.now)).toEqual([
      ...basic.stats.now.subarray(20, 30),
      ...daxiao.stats.now.subarray(4, 6),
    ]);
  });

  it('keeps blocks and unchanged rows between compositions (a live draw renders one new row)', () => {
    const composer = new TableComposer();
    const basic = tableOf('basic');
    const daxiao = tableOf('daxiao');
    const parts = (b = basic, d = daxiao) => [
      { table: b, positions: ['hm1'] },
      { table: d, positions: ['hm1'] },
    ];
    const first = composer.compose(parts());
    // from the same tables, the same table (those who hold it need not render it again)
    expect(composer.compose(parts())).toBe(first);
    const again = composer.compose(parts(basic, { ...daxiao }));
    expect(again).not.toBe(first);
    expect(again.blocks).toBe(first.blocks);
    again.rows.forEach((r, i) => expect(r).toBe(first.rows[i]));
    const next = draws[draws.length - 1];
    const after = composer.compose(parts(appendDraw(basic, 'pk10', next, 30)!, appendDraw(daxiao, 'pk10', next, 30)!));
    expect(after.blocks).toBe(first.blocks);
    after.rows.slice(0, -1).forEach((r, i) => expect(r).toBe(first.rows[i]));
    expect(after.rows).toHaveLength(31);
    expect(after.rows[30].period).toBe(next.period);
  });

  it('fills the columns of a part that lacks a period as empty', () => {
    const basic = tableOf('basic');
    const shorter = readTable(spec('daxiao'), computeTrend('pk10', 'daxiao', draws.slice(0, -1), 20));
    const out = new TableComposer().compose([
      { table: basic, positions: ['hm1'] },
      { table: shorter, positions: ['hm1'] },
    ]);
    expect(Array.from(out.rows[0].values.subarray(10))).toEqual([EMPTY, EMPTY]);
    expect(out.rows[29].values[10]).not.toBe(EMPTY);
  });
});
