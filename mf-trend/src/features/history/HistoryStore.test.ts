import type { PublicDraw } from '@cp/shared/domain';
import { catalogueLotteries, FakeHttp, fakeStore, settle as flush } from '@cp/shared/testing';
import { historyApi } from '../../api';
import { HistoryStore } from './HistoryStore';

const draw = (i: number): PublicDraw => ({
  code: 'fc3d',
  period: String(2026300 - i),
  balls: [i % 10, 1, 2],
  drawTime: '2026-11-20T21:15:00.000+08:00',
  ruleDetail: {},
});

/** A history store over a fake server holding `total` draws of fc3d. */
function setup(total = 95) {
  const http = new FakeHttp().on('get', '/v1/cp168/apis/draw/history/:code', ({ params }) => {
    const page = Number(params.page ?? 1);
    const size = Number(params.size ?? 50);
    const list = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
      draw((page - 1) * size + i),
    );
    return { list, total, page, size };
  });
  const { store: root } = fakeStore({}, { answer: 'empty', timers: 'inert', lotteries: catalogueLotteries() });
  const calls = () =>
    http.requestsTo('get', '/v1/cp168/apis/draw/history/:code').map((r) => ({ code: r.vars.code, query: r.params }));
  return { store: new HistoryStore(root, 'fc3d', { api: historyApi(http) }), http, calls, root };
}

describe('HistoryStore', () => {
  it('loads the first page of every date, 30 draws a page', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls()).toEqual([{ code: 'fc3d', query: { date: undefined, page: 1, size: 30 } }]);
    expect(store.data!.list).toHaveLength(30);
    expect(store.pages).toBe(4);
  });

  it('pages within 1…pages and reloads', async () => {
    const { store, calls } = setup();
    await store.load();
    store.setPage(4);
    await flush();
    expect(store.data!.list).toHaveLength(5);
    store.setPage(9);
    store.setPage(0);
    await flush();
    expect(calls().map((c) => c.query.page)).toEqual([1, 4, 1]);
  });

  it('filters by a Beijing date from page 1, and back to every date', async () => {
    const { store, calls } = setup();
    await store.load();
    store.setPage(2);
    await flush();
    store.setDate('2026-11-20');
    await flush();
    expect(calls()[2].query).toEqual({ date: '2026-11-20', page: 1, size: 30 });
    store.setDate(null);
    await flush();
    expect(calls()[3].query.date).toBeUndefined();
  });

  it('shows the page asked for last, whatever order the answers come in', async () => {
    const { store, http } = setup();
    await store.load();
    http.hold();
    store.setPage(2);
    store.setPage(3);
    expect(store.loading).toBe(true);
    http.release();
    await flush();
    expect(store.data!.page).toBe(3);
    expect(store.loading).toBe(false);
  });

  it('keeps the error of a failed request, and a retry loads the same page again', async () => {
    const { store, http, calls } = setup();
    await store.load();
    store.setPage(2);
    await flush();
    http.failNext(new Error('超时'));
    store.setPage(3);
    await flush();
    expect(store.error).toBe('超时');
    expect(store.loading).toBe(false);
    expect(store.data!.page).toBe(2); // what was shown stays
    await store.request.retry();
    expect(store.error).toBeNull();
    expect(store.data!.page).toBe(3);
    expect(calls().map((c) => c.query.page)).toEqual([1, 2, 3, 3]);
  });

  it('falls back to its own message when the failure has none', async () => {
    const { store, http } = setup();
    http.failNext(new Error(''));
    await store.load();
    expect(store.error).toBe('历史开奖加载失败');
  });
});
