import { settle as flush } from '@cp/shared/testing';
import { setupTrendPage as setup } from '../../../testing/trendPageStore';
import { EMPTY } from '../model';
import { TrendPageStore } from './TrendPageStore';

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
