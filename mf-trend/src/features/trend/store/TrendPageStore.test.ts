import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import type { TrendsApi } from '../../../api';
import { drawInfoOf, settle as flush } from '@cp/shared/testing';
import { seededHistory } from '../../../testing/histories';
import { trendServer } from '../../../testing/trendServer';
import { EMPTY, readTable } from '../model';
import { TrendPageStore } from './TrendPageStore';
import type { TrendActivity } from './TrendPageStore';

/**
 * A store over `n` seeded draws of which the server has all but the last `held` (to push live),
 * and the activity it announced.
 */
function setup(code = 'jspk10', n = 200, held = 1, api?: (real: TrendsApi) => TrendsApi) {
  const group = code === 'fc3d' ? 'others' : code === 'hk6' ? 'hk6' : 'pk10';
  const history = seededHistory(group, n, 3);
  const server = trendServer({ [code]: history.slice(0, -held) });
  const idle: (() => void)[] = [];
  const warn = jest.fn();
  const store = new TrendPageStore(server.root, code, {
    api: api ? api(server.api) : server.api,
    idle: (fn) => idle.push(fn),
    warn,
  });
  const activity: TrendActivity[] = [];
  store.onActivity((a) => activity.push(a));
  return { ...server, store, activity, idle, warn, history };
}

describe('TrendPageStore', () => {
  it('opens on the 基本 view over the last 30 draws, loading only what that view needs', async () => {
    const { http, store, trendCalls, activity } = setup();
    http.hold();
    const done = store.load();
    await flush();
    expect(store.loading).toBe(true);
    expect(store.table).toBeNull();
    http.release();
    await done;
    expect(store.loading).toBe(false);
    expect(trendCalls()).toEqual([{ code: 'jspk10', types: ['basic'], count: 30 }]);
    expect(store.view!.label).toBe('基本');
    expect(store.tab!.label).toBe('基本走势');
    expect(store.table!.rows).toHaveLength(30);
    expect(store.table!.blocks).toHaveLength(10);
    expect(activity).toEqual([{ kind: 'answer' }]);
  });

  it('prefetches the other views when idle, so switching view needs no request', async () => {
    const { trendCalls, store, idle, activity } = setup();
    await store.load();
    expect(idle).toHaveLength(1);
    idle[0]();
    await flush();
    expect(trendCalls()[1].types.sort()).toEqual([
      'danshuang',
      'daxiao',
      'distribution',
      'guanYaHe',
      'jhihHe',
      'lingyierlu',
      'longHu',
      'shengPingJiang',
    ]);
    store.setView('dingwei');
    expect(store.loading).toBe(false);
    expect(trendCalls()).toHaveLength(2);
    expect(store.table!.blocks.map((b) => b.id)).toEqual([
      'basic:hm1',
      'daxiao:hm1',
      'danshuang:hm1',
      'jhihHe:hm1',
      'lingyierlu:hm1',
      'shengPingJiang:hm1',
    ]);
    store.setTab('hm4');
    expect(store.table!.blocks.map((b) => b.id).slice(0, 2)).toEqual(['basic:hm4', 'daxiao:hm4']);
    expect(store.table!.blocks[0].label).toBe('号码');
    // the prefetch in the background is no answer of the page's own; choosing the same tab again is nothing
    store.setTab('hm4');
    expect(activity.map((a) => a.kind)).toEqual(['answer', 'view', 'view']);
  });

  it("lists the other views' tables once loaded, each in the tab it shows, as the table on screen would be", async () => {
    const { store, idle } = setup();
    await store.load();
    // every other view is listed, without a table while only the 基本 types are loaded
    expect(store.otherTables.map((t) => t.key)).toHaveLength(store.views.length - 1);
    expect(store.otherTables.every((t) => t.table === null)).toBe(true);
    idle[0]();
    await flush();
    expect(store.otherTables.every((t) => t.table !== null)).toBe(true);
    const keys = store.otherTables.map((t) => t.key);
    expect(keys).toContain('daxiao:daxiao');
    expect(keys).toContain('dingwei:hm1');
    expect(keys).not.toContain('basic:basic');
    store.setView('dingwei');
    store.setTab('hm4');
    store.setView('basic');
    const dingwei = store.otherTables.find((t) => t.key.startsWith('dingwei:'))!;
    expect(dingwei.key).toBe('dingwei:hm4');
    // the very table (same object) the view shows when chosen, so the page's built table fits it
    store.setView('dingwei');
    expect(store.table).toBe(dingwei.table);
    expect(dingwei.label).toBe(store.tab!.label);
    // another window: still listed (what the page built stays), without tables until loaded
    store.setRange(60);
    expect(store.otherTables.map((t) => t.key)).toHaveLength(store.views.length - 1);
    expect(store.otherTables.every((t) => t.table === null)).toBe(true);
  });

  it('refetches when the range changes, with the loading flag on, and starts again at one chunk', async () => {
    const { http, trendCalls, store } = setup();
    await store.load();
    store.setRange(90);
    await flush();
    expect(store.loading).toBe(false);
    expect(trendCalls()[1]).toEqual({ code: 'jspk10', types: ['basic'], count: 90 });
    expect(store.table!.rows).toHaveLength(90);
    expect(store.visibleRows).toBe(30);
    store.showMoreRows();
    store.showMoreRows();
    expect(store.visibleRows).toBe(90);
    expect(store.hasMoreRows).toBe(false);
    store.showMoreRows();
    expect(store.chunks).toBe(3);
    http.hold();
    store.setRange(60);
    await flush();
    expect(store.loading).toBe(true);
    expect(store.chunks).toBe(1);
    http.release();
    await flush();
    await flush();
    expect(store.table!.rows).toHaveLength(60);
  });

  it('switches toggles without fetching', async () => {
    const { trendCalls, store, activity } = setup();
    await store.load();
    expect(store.toggles).toEqual({
      presentMissing: true,
      presentLine: true,
      presentLineMissingLayer: false,
      presentLineDivided: true,
    });
    store.toggle('presentLineMissingLayer');
    store.toggle('presentMissing');
    expect(store.toggles.presentLineMissingLayer).toBe(true);
    expect(store.toggles.presentMissing).toBe(false);
    expect(trendCalls()).toHaveLength(1);
    expect(activity.filter((a) => a.kind === 'toggle')).toHaveLength(2);
  });

  it('appends a live draw to the bottom of the window of 30, drops the oldest row and updates the statistics', async () => {
    const { trendCalls, latestInfo, store, history, activity } = setup();
    await store.load();
    const before = store.table!;
    const known = latestInfo('jspk10');
    const next = history[history.length - 1];
    store.applyDraw(drawInfoOf('jspk10', next, 'x'), known);
    const after = store.table!;
    expect(after.rows).toHaveLength(30);
    expect(after.rows[29].period).toBe(next.period);
    before.rows.slice(1).forEach((r, i) => expect(after.rows[i]).toBe(r));
    expect(store.liveRows).toBe(0);
    expect(store.visibleRows).toBe(30);
    const expected = readTable(trendTypesFor('pk10')[0], computeTrend('pk10', 'basic', history, 30));
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
    expect(store.table!.rows).toHaveLength(30);
    expect(store.tables.get('daxiao')).toBe(daxiao);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    for (const type of ['daxiao', 'guanYaHe', 'shengPingJiang'] as const) {
      const spec = trendTypesFor('pk10').find((s) => s.type === type)!;
      const expected = readTable(spec, computeTrend('pk10', type, history, 30));
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
    expect(store.table!.rows).toHaveLength(30);
    store.setView('daxiao');
    const spec = trendTypesFor('pk10').find((s) => s.type === 'daxiao')!;
    const expected = readTable(spec, computeTrend('pk10', 'daxiao', history, 30));
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
    'keeps the window of %i rows through live draws, their statistics those of the window',
    async (range) => {
      const { latestInfo, store, history } = setup('jspk10', 200, 3);
      await store.load();
      store.setRange(range);
      await flush();
      expect(store.table!.rows).toHaveLength(range);
      let prev = latestInfo('jspk10');
      for (const [i, draw] of history.slice(-3).entries()) {
        const info = drawInfoOf('jspk10', draw, history[history.length - 2 + i]?.period ?? 'x');
        store.applyDraw(info, prev);
        prev = info;
        expect(store.table!.rows).toHaveLength(range);
      }
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
    expect(store.table!.rows).toHaveLength(30);
    stop();
  });

  it('appends one row per pushed draw when several arrive in a row (a catch-up), without a request, keeping the window', async () => {
    const { root, store, history, trendCalls } = setup('jspk10', 200, 3);
    await store.load();
    const stop = store.startLive();
    await flush();
    const [a, b, c] = history.slice(-3);
    root.draws.apply(drawInfoOf('jspk10', a, b.period));
    root.draws.apply(drawInfoOf('jspk10', b, c.period));
    root.draws.apply(drawInfoOf('jspk10', c, 'x'));
    expect(store.table!.rows.slice(-3).map((r) => r.period)).toEqual([a.period, b.period, c.period]);
    // The window stays at 30: each new row pushes the oldest out.
    expect(store.table!.rows).toHaveLength(30);
    expect(store.liveRows).toBe(0);
    const expected = readTable(trendTypesFor('pk10')[0], computeTrend('pk10', 'basic', history, 30));
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

  it('reports a failed request and an unknown lottery', async () => {
    const { http, root, api, store, trendCalls } = setup();
    http.failNext(new Error('网络错误'));
    await store.load();
    expect(store.error).toBe('网络错误');
    expect(store.loading).toBe(false);
    expect(store.table).toBeNull();
    const other = new TrendPageStore(root, 'nope', { api });
    await other.load();
    expect(trendCalls()).toHaveLength(1);
    expect(other.notFound).toBe(true);
    expect(other.views).toEqual([]);
  });

  it("takes only the latest window's answer when the window changes while loading", async () => {
    const { http, store, trendCalls } = setup();
    await store.load();
    http.hold();
    store.setRange(60);
    await flush();
    store.setRange(90);
    await flush();
    expect(trendCalls().map((c) => c.count)).toEqual([30, 60, 90]);
    http.release(); // the answer for 60 arrives first, and is dropped
    await flush();
    expect(store.loading).toBe(false);
    expect(store.table!.rows).toHaveLength(90);
  });

  it('loads again after a failure, clearing the error while it does', async () => {
    const { http, store } = setup();
    http.failNext(new Error('超时'));
    await store.load();
    expect(store.error).toBe('超时');
    http.hold();
    const again = store.load();
    await flush();
    expect(store.error).toBeNull();
    expect(store.loading).toBe(true);
    http.release();
    await again;
    expect(store.table!.rows).toHaveLength(30);
  });

  it('warns about keys the response lacks and shows them empty', async () => {
    const { store, warn } = setup('jspk10', 200, 1, (real) => ({
      trends: async (...args) => {
        const res = await real.trends(...args);
        delete res.trends.basic.list[2].missing.hm1.num3;
        return res;
      },
    }));
    await store.load();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.table!.rows[2].values[2]).toBe(EMPTY);
  });
});
