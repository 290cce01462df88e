import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { drawInfoOf } from '@cp/shared/testing';
import { seededHistory } from '../../../testing/histories';
import { readTable, type TrendTable } from '../model';
import { LiveBacklog } from './liveBacklog';

const history = seededHistory('pk10', 80, 11);
/** The table of `type` over the 30 draws ending `upTo` draws into the history. */
const tableOf = (type: string, upTo: number): TrendTable =>
  readTable(
    trendTypesFor('pk10').find((s) => s.type === type)!,
    computeTrend('pk10', type, history.slice(0, upTo), 30),
  );
const info = (i: number) => drawInfoOf('jspk10', history[i], history[i + 1]?.period ?? 'n');
const values = (t: TrendTable | null | undefined) => t?.rows.map((r) => [r.period, ...Array.from(r.values)]);

describe('LiveBacklog', () => {
  it('extends the tables on screen now and queues the draw for the others', () => {
    const backlog = new LiveBacklog();
    const tables = new Map([
      ['basic', tableOf('basic', 70)],
      ['daxiao', tableOf('daxiao', 70)],
    ]);
    const { plan, caught, deferred } = backlog.take(tables, new Set(['basic']), 'pk10', info(70), info(69), 30);
    expect(plan.kind).toBe('apply');
    if (plan.kind !== 'apply') return;
    expect(plan.tables.map(([type]) => type)).toEqual(['basic']);
    const engine = computeTrend('pk10', 'basic', history.slice(0, 71), 31);
    expect(values(plan.tables[0][1])).toEqual(values(readTable(trendTypesFor('pk10')[0], engine)));
    expect(caught).toEqual([]);
    expect(deferred).toBe(true);
    expect(backlog.has('daxiao')).toBe(true);
    expect(backlog.has('basic')).toBe(false);
  });

  it.each([
    // [case, the lagging table's draws, draws queued (history indexes), window, rows after the catch-up]
    ['takes every queued draw, in order, below the window', 70, [70, 71, 72], 30, 33],
    ['skips queued draws its table already has (fetched after they were queued)', 72, [70, 71, 72, 73], 30, 32],
    ['changes nothing when it has them all', 73, [70, 71, 72], 30, 30],
    ['grows a table while the window is larger', 70, [70, 71, 72], 60, 33],
  ])('catchUp %s', (_name, upTo, queued, window, rows) => {
    const backlog = new LiveBacklog();
    const lagging = tableOf('daxiao', upTo);
    for (const i of queued) backlog.defer(['daxiao'], history[i]);
    const changes = backlog.catchUp(new Map([['daxiao', lagging]]), 'pk10', window);
    const after = changes.find(([type]) => type === 'daxiao')?.[1] ?? lagging;
    expect(after.rows).toHaveLength(rows);
    // Equal to the engine over the same draws and as many rows.
    const last = Math.max(upTo, queued[queued.length - 1] + 1);
    const full = readTable(
      trendTypesFor('pk10').find((s) => s.type === 'daxiao')!,
      computeTrend('pk10', 'daxiao', history.slice(0, last), rows),
    );
    expect(values(after)).toEqual(values(full));
    expect(Array.from(after.stats.appearCount)).toEqual(Array.from(full.stats.appearCount));
    expect(backlog.size).toBe(0);
  });

  it('drops a lagging table that cannot be extended locally (it is fetched again)', () => {
    const backlog = new LiveBacklog();
    const single = { ...tableOf('daxiao', 70), rows: tableOf('daxiao', 70).rows.slice(-1) };
    const bottom = history[69];
    backlog.defer(['daxiao'], { ...bottom, balls: [...bottom.balls].reverse() });
    expect(backlog.catchUp(new Map([['daxiao', single]]), 'pk10', 30)).toEqual([['daxiao', null]]);
  });

  it('catches up first when a table on screen lags (its view was not shown at the last draws)', () => {
    const backlog = new LiveBacklog();
    const tables = new Map([
      ['basic', tableOf('basic', 70)],
      ['daxiao', tableOf('daxiao', 70)],
    ]);
    const first = backlog.take(tables, new Set(['basic']), 'pk10', info(70), info(69), 30);
    if (first.plan.kind !== 'apply') throw new Error('expected apply');
    tables.set('basic', first.plan.tables[0][1]);
    // Now 大小 is on screen: it takes the queued draw, then the new one, with every other table.
    const second = backlog.take(tables, new Set(['daxiao']), 'pk10', info(71), info(70), 30);
    expect(second.caught.map(([type, t]) => [type, t?.rows[30].period])).toEqual([['daxiao', history[70].period]]);
    expect(second.plan.kind).toBe('apply');
    if (second.plan.kind !== 'apply') return;
    expect(second.plan.tables.map(([type, t]) => [type, t.rows.length, t.rows[31].period])).toEqual([
      ['basic', 32, history[71].period],
      ['daxiao', 32, history[71].period],
    ]);
    expect(second.deferred).toBe(false);
    expect(backlog.size).toBe(0);
  });

  it('forgets types fetched anew and runs one idle catch-up at a time', () => {
    const backlog = new LiveBacklog();
    backlog.defer(['daxiao', 'longHu'], history[70]);
    backlog.forget(['daxiao']);
    expect(backlog.has('daxiao')).toBe(false);
    expect(backlog.has('longHu')).toBe(true);
    const idle: (() => void)[] = [];
    const catchUp = jest.fn();
    backlog.schedule((fn) => idle.push(fn), catchUp);
    backlog.schedule((fn) => idle.push(fn), catchUp);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(catchUp).toHaveBeenCalledTimes(1);
    backlog.schedule((fn) => idle.push(fn), catchUp);
    expect(idle).toHaveLength(2);
  });
});
