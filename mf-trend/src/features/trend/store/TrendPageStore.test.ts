import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { drawInfoOf, FakeApi } from '../../../testing/fakeApi';
import { seededHistory } from '../../../testing/histories';
import { flush, testRootStore } from '../../../testing/rootStore';
import { EMPTY, readTable } from '../model';
import { MARK } from './perf';
import { TrendPageStore } from './TrendPageStore';

/** A store over `n` seeded draws of which the server has all but the last `held` (to push live). */
function setup(code = 'jspk10', n = 200, held = 1) {
  const group = code === 'fc3d' ? 'others' : code === 'hk6' ? 'hk6' : 'pk10';
  const history = seededHistory(group, n, 3);
  const api = new FakeApi({ [code]: history.slice(0, -held) });
  const root = testRootStore(api);
  const marks: string[] = [];
  const idle: (() => void)[] = [];
  const warn = jest.fn();
  const store = new TrendPageStore(root, code, {
    perf: { mark: (m) => marks.push(m), now: () => 0 },
    idle: (fn) => idle.push(fn),
    warn,
  });
  return { api, root, store, marks, idle, warn, history };
}

describe('TrendPageStore', () => {
  it('opens on the 基本 view over the last 30 draws, loading only what that view needs', async () => {
    const { api, store, marks } = setup();
    api.hold();
    const done = store.load();
    await flush();
    expect(store.loading).toBe(true);
    expect(store.table).toBeNull();
    api.release();
    await done;
    expect(store.loading).toBe(false);
    expect(api.trendCalls).toEqual([{ code: 'jspk10', types: ['basic'], count: 30 }]);
    expect(store.view!.label).toBe('基本');
    expect(store.tab!.label).toBe('基本走势');
    expect(store.table!.rows).toHaveLength(30);
    expect(store.table!.blocks).toHaveLength(10);
    expect(marks).toEqual([MARK.data]);
    expect(store.takePendingMarks()).toEqual([MARK.painted]);
    expect(store.takePendingMarks()).toEqual([]);
  });

  it('prefetches the other views when idle, so switching view needs no request', async () => {
    const { api, store, idle } = setup();
    await store.load();
    expect(idle).toHaveLength(1);
    idle[0]();
    await flush();
    expect(api.trendCalls[1].types.sort()).toEqual([
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
    expect(api.trendCalls).toHaveLength(2);
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
    expect(store.takePendingMarks()).toEqual([MARK.painted, MARK.viewPainted, MARK.viewPainted]);
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
    const { api, store } = setup();
    await store.load();
    store.setRange(90);
    await flush();
    expect(store.loading).toBe(false);
    expect(api.trendCalls[1]).toEqual({ code: 'jspk10', types: ['basic'], count: 90 });
    expect(store.table!.rows).toHaveLength(90);
    expect(store.visibleRows).toBe(30);
    store.showMoreRows();
    store.showMoreRows();
    expect(store.visibleRows).toBe(90);
    expect(store.hasMoreRows).toBe(false);
    store.showMoreRows();
    expect(store.chunks).toBe(3);
    api.hold();
    store.setRange(60);
    await flush();
    expect(store.loading).toBe(true);
    expect(store.chunks).toBe(1);
    api.release();
    await flush();
    await flush();
    expect(store.table!.rows).toHaveLength(60);
  });

  it('switches toggles without fetching', async () => {
    const { api, store, marks } = setup();
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
    expect(api.trendCalls).toHaveLength(1);
    expect(marks.filter((m) => m === MARK.toggle)).toHaveLength(2);
  });

  it('appends a live draw to the bottom of every loaded table and updates the statistics', async () => {
    const { api, store, history } = setup();
    await store.load();
    const before = store.table!;
    const known = api.latestInfo('jspk10');
    const next = history[history.length - 1];
    store.applyDraw(drawInfoOf('jspk10', next, 'x'), known);
    const after = store.table!;
    expect(after.rows).toHaveLength(31);
    expect(after.rows[30].period).toBe(next.period);
    before.rows.forEach((r, i) => expect(after.rows[i]).toBe(r));
    const expected = readTable(trendTypesFor('pk10')[0], computeTrend('pk10', 'basic', history, 31));
    expect(Array.from(after.stats.now)).toEqual(Array.from(expected.stats.now));
    expect(Array.from(after.stats.appearCount)).toEqual(Array.from(expected.stats.appearCount));
    expect(api.trendCalls).toHaveLength(1);
    // the same draw pushed again changes nothing
    store.applyDraw(drawInfoOf('jspk10', next, 'x'), drawInfoOf('jspk10', next, 'x'));
    expect(store.table).toBe(after);
  });

  it("extends the table on screen at once and the other views' tables when the browser is idle", async () => {
    const { api, store, idle, history } = setup();
    await store.load();
    idle.shift()!(); // the prefetch of the other views
    await flush();
    const daxiao = store.tables.get('daxiao');
    store.applyDraw(drawInfoOf('jspk10', history[history.length - 1], 'x'), api.latestInfo('jspk10'));
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
    expect(api.trendCalls).toHaveLength(2);
  });

  it('gives a view shown before the idle catch-up every live draw it missed, in order, without a request', async () => {
    const { api, store, idle, history } = setup('jspk10', 200, 2);
    await store.load();
    idle.shift()!();
    await flush();
    const [a, b] = history.slice(-2);
    store.applyDraw(drawInfoOf('jspk10', a, b.period), api.latestInfo('jspk10'));
    store.applyDraw(drawInfoOf('jspk10', b, 'x'), drawInfoOf('jspk10', a, b.period));
    expect(store.table!.rows).toHaveLength(32);
    store.setView('daxiao');
    const spec = trendTypesFor('pk10').find((s) => s.type === 'daxiao')!;
    const expected = readTable(spec, computeTrend('pk10', 'daxiao', history, 32));
    expect(store.table!.rows.map((r) => r.period)).toEqual(expected.rows.map((r) => r.period));
    expect(Array.from(store.table!.stats.now)).toEqual(Array.from(expected.stats.now));
    expect(Array.from(store.table!.stats.appearCount)).toEqual(Array.from(expected.stats.appearCount));
    expect(store.loading).toBe(false);
    expect(api.trendCalls).toHaveLength(2);
    // The catch-up waiting for idle finds nothing left to do.
    const shown = store.table;
    idle.forEach((fn) => fn());
    expect(store.table).toBe(shown);
  });

  it('shows live rows at once when the window is fully shown, and after its last chunk otherwise', async () => {
    const { api, store, history } = setup();
    await store.load();
    const next = history[history.length - 1];
    store.applyDraw(drawInfoOf('jspk10', next, 'x'), api.latestInfo('jspk10'));
    expect(store.visibleRows).toBe(31);
    expect(store.hasMoreRows).toBe(false);
    store.setRange(90);
    await flush();
    expect(store.liveRows).toBe(0);
    expect(store.visibleRows).toBe(30);
  });

  it('reloads the window when a pushed draw does not follow the bottom row (draws were missed)', async () => {
    const { api, store, history } = setup();
    await store.load();
    const known = api.latestInfo('jspk10');
    store.applyDraw(drawInfoOf('jspk10', history[history.length - 1], 'x'), {
      ...known,
      nextPeriod: { ...known.nextPeriod, period: 'other' },
    });
    await flush();
    expect(api.trendCalls).toHaveLength(2);
  });

  it('ignores a draw older than the bottom row', async () => {
    const { api, store, history } = setup();
    await store.load();
    const table = store.table;
    store.applyDraw(drawInfoOf('jspk10', history[3], 'x'), undefined);
    expect(store.table).toBe(table);
    expect(api.trendCalls).toHaveLength(1);
  });

  it('follows the DrawStore: a new latest draw of the lottery appends its row', async () => {
    const { root, store, history } = setup();
    await store.load();
    const stop = store.startLive();
    await flush();
    root.draws.apply(drawInfoOf('jspk10', history[history.length - 1], 'y'));
    expect(store.table!.rows[30].period).toBe(history[history.length - 1].period);
    stop();
  });

  it('reports a failed request and an unknown lottery', async () => {
    const { api, store } = setup();
    api.failNext = new Error('网络错误');
    await store.load();
    expect(store.error).toBe('网络错误');
    expect(store.loading).toBe(false);
    const other = new TrendPageStore(testRootStore(api), 'nope');
    await other.load();
    expect(other.notFound).toBe(true);
    expect(other.views).toEqual([]);
  });

  it('warns about keys the response lacks and shows them empty', async () => {
    const { api, store, warn } = setup();
    const original = api.trends.bind(api);
    api.trends = async (...args) => {
      const res = await original(...args);
      delete res.trends.basic.list[2].missing.hm1.num3;
      return res;
    };
    await store.load();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(store.table!.rows[2].values[2]).toBe(EMPTY);
  });
});
