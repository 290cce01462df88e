import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { drawInfoOf, settle as flush } from '@cp/shared/testing';
import { setupTrendPage as setup } from '../../../testing/trendPageStore';
import { readTable } from '../model';

describe('TrendPageStore, live draws', () => {
  it('appends a live draw below the window of 30, every row above kept, and updates the statistics', async () => {
    const { trendCalls, latestInfo, store, history, activity } = setup();
    await store.load();
    const before = store.table!;
    const known = latestInfo('jspk10');
    const next = history[history.length - 1];
    store.applyDraw(drawInfoOf('jspk10', next, 'x'), known);
    const after = store.table!;
    expect(after.rows).toHaveLength(31);
    expect(after.rows[30].period).toBe(next.period);
    before.rows.forEach((r, i) => expect(after.rows[i]).toBe(r));
    expect(store.liveRows).toBe(1);
    expect(store.visibleRows).toBe(31);
    const expected = readTable(trendTypesFor('pk10')[0], computeTrend('pk10', 'basic', history, 31));
    expect(after.rows.map((r) => r.period)).toEqual(expected.rows.map((r) => r.period));
    expect(Array.from(after.stats.now)).toEqual(Array.from(expected.stats.now));
    expect(Array.from(after.stats.appearCount)).toEqual(Array.from(expected.stats.appearCount));
    expect(trendCalls()).toHaveLength(1);
    // the same draw pushed again changes nothing
    store.applyDraw(drawInfoOf('jspk10', next, 'x'), drawInfoOf('jspk10', next, 'x'));
    expect(store.table).toBe(after);
    expect(activity.slice(1)).toEqual([
      { kind: 'drawArrived' },
      { kind: 'drawApplied', newRow: true },
      { kind: 'drawArrived' },
    ]);
  });

  it("extends the table on screen at once and the other views' tables when the browser is idle", async () => {
    const { trendCalls, latestInfo, store, idle, history } = setup();
    await store.load();
    idle.shift()!(); // the prefetch of the other views
    await flush();
    const daxiao = store.tables.get('daxiao');
    store.applyDraw(drawInfoOf('jspk10', history[history.length - 1], 'x'), latestInfo('jspk10'));
    expect(store.table!.rows).toHaveLength(31);
    expect(store.tables.get('daxiao')).toBe(daxiao);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    for (const type of ['daxiao', 'guanYaHe', 'shengPingJiang'] as const) {
      const spec = trendTypesFor('pk10').find((s) => s.type === type)!;
      const expected = readTable(spec, computeTrend('pk10', type, history, 31));
      const got = store.tables.get(type)!;
      expect(got.rows.map((r) => Array.from(r.values))).toEqual(expected.rows.map((r) => Array.from(r.values)));
      expect(Array.from(got.stats.biggestMissing)).toEqual(Array.from(expected.stats.biggestMissing));
    }
    expect(trendCalls()).toHaveLength(2);
  });

  it('gives a view shown before the idle catch-up every live draw it missed, in order, without a request', async () => {
    const { trendCalls, latestInfo, store, idle, history } = setup('jspk10', 200, 2);
    await store.load();
    idle.shift()!();
    await flush();
    const [a, b] = history.slice(-2);
    store.applyDraw(drawInfoOf('jspk10', a, b.period), latestInfo('jspk10'));
    store.applyDraw(drawInfoOf('jspk10', b, 'x'), drawInfoOf('jspk10', a, b.period));
    expect(store.table!.rows).toHaveLength(32);
    store.setView('daxiao');
    const spec = trendTypesFor('pk10').find((s) => s.type === 'daxiao')!;
    const expected = readTable(spec, computeTrend('pk10', 'daxiao', history, 32));
    expect(store.table!.rows.map((r) => r.period)).toEqual(expected.rows.map((r) => r.period));
    expect(Array.from(store.table!.stats.now)).toEqual(Array.from(expected.stats.now));
    expect(Array.from(store.table!.stats.appearCount)).toEqual(Array.from(expected.stats.appearCount));
    expect(store.loading).toBe(false);
    expect(trendCalls()).toHaveLength(2);
    // The catch-up waiting for idle finds nothing left to do.
    const shown = store.table;
    idle.forEach((fn) => fn());
    expect(store.table).toBe(shown);
  });

  it.each([30, 60, 90] as const)(
    'appends live draws below the window of %i, its statistics those of the rows, then lets a whole chunk leave the top',
    async (range) => {
      const { latestInfo, store, history } = setup('jspk10', 200, 30);
      await store.load();
      store.setRange(range);
      await flush();
      expect(store.table!.rows).toHaveLength(range);
      let prev = latestInfo('jspk10');
      const live = history.slice(-30);
      for (const [i, draw] of live.entries()) {
        const info = drawInfoOf('jspk10', draw, live[i + 1]?.period ?? 'x');
        store.applyDraw(info, prev);
        prev = info;
        if (i === 28) {
          expect(store.table!.rows).toHaveLength(range + 29);
          expect(store.liveRows).toBe(29);
          // The live rows show at the bottom once the window's last chunk does.
          expect(store.visibleRows).toBe(range === 30 ? 59 : 30);
          const grown = readTable(
            trendTypesFor('pk10')[0],
            computeTrend('pk10', 'basic', history.slice(0, -1), range + 29),
          );
          expect(Array.from(store.table!.stats.appearCount)).toEqual(Array.from(grown.stats.appearCount));
        }
      }
      // The 30th draw makes a chunk: the 30 oldest rows leave together.
      expect(store.table!.rows).toHaveLength(range);
      const expected = readTable(trendTypesFor('pk10')[0], computeTrend('pk10', 'basic', history, range));
      expect(store.table!.rows.map((r) => r.period)).toEqual(expected.rows.map((r) => r.period));
      expect(Array.from(store.table!.stats.biggestMissing)).toEqual(Array.from(expected.stats.biggestMissing));
      expect(store.liveRows).toBe(0);
      expect(store.visibleRows).toBe(30);
    },
  );

  it('grows a window the lottery has not filled yet, showing the live rows once its last chunk shows', async () => {
    const { latestInfo, store, history } = setup('jspk10', 21);
    await store.load();
    expect(store.table!.rows).toHaveLength(20);
    store.applyDraw(drawInfoOf('jspk10', history[20], 'x'), latestInfo('jspk10'));
    expect(store.table!.rows).toHaveLength(21);
    expect(store.liveRows).toBe(1);
    expect(store.visibleRows).toBe(21);
    expect(store.hasMoreRows).toBe(false);
    store.setRange(90);
    await flush();
    expect(store.liveRows).toBe(0);
  });

  it('reloads the window when a pushed draw does not follow the bottom row (draws were missed)', async () => {
    const { trendCalls, latestInfo, store, history } = setup();
    await store.load();
    const known = latestInfo('jspk10');
    store.applyDraw(drawInfoOf('jspk10', history[history.length - 1], 'x'), {
      ...known,
      nextPeriod: { ...known.nextPeriod, period: 'other' },
    });
    await flush();
    expect(trendCalls()).toHaveLength(2);
  });

  it('ignores a draw older than the bottom row', async () => {
    const { trendCalls, store, history } = setup();
    await store.load();
    const table = store.table;
    store.applyDraw(drawInfoOf('jspk10', history[3], 'x'), undefined);
    expect(store.table).toBe(table);
    expect(trendCalls()).toHaveLength(1);
  });

  it('follows the DrawStore: a new latest draw of the lottery appends its row', async () => {
    const { root, store, history } = setup();
    await store.load();
    const stop = store.startLive();
    await flush();
    root.draws.apply(drawInfoOf('jspk10', history[history.length - 1], 'y'));
    expect(store.table!.rows.map((r) => r.period).slice(-2)).toEqual(history.slice(-2).map((d) => d.period));
    expect(store.table!.rows).toHaveLength(31);
    stop();
  });

  it('appends one row per pushed draw when several arrive in a row (a catch-up), without a request', async () => {
    const { root, store, history, trendCalls } = setup('jspk10', 200, 3);
    await store.load();
    const stop = store.startLive();
    await flush();
    const [a, b, c] = history.slice(-3);
    root.draws.apply(drawInfoOf('jspk10', a, b.period));
    root.draws.apply(drawInfoOf('jspk10', b, c.period));
    root.draws.apply(drawInfoOf('jspk10', c, 'x'));
    expect(store.table!.rows.slice(-3).map((r) => r.period)).toEqual([a.period, b.period, c.period]);
    // Below the window of 30: every row above stays.
    expect(store.table!.rows).toHaveLength(33);
    expect(store.liveRows).toBe(3);
    const expected = readTable(trendTypesFor('pk10')[0], computeTrend('pk10', 'basic', history, 33));
    expect(store.table!.rows.map((r) => Array.from(r.values))).toEqual(expected.rows.map((r) => Array.from(r.values)));
    expect(trendCalls()).toHaveLength(1);
    stop();
  });

  it('reloads the window when the push stream resyncs (a reset: draws were missed)', async () => {
    const { root, store, trendCalls } = setup();
    await store.load();
    const stop = store.startLive();
    await flush();
    expect(trendCalls()).toHaveLength(1);
    root.draws.resync();
    await flush();
    expect(trendCalls()).toHaveLength(2);
    expect(store.liveRows).toBe(0);
    expect(store.table!.rows).toHaveLength(30);
    stop();
    root.draws.resync();
    await flush();
    expect(trendCalls()).toHaveLength(2);
  });
});
