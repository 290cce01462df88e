import type { DrawHistoryPage, PublicDraw } from '@cp/shared/api';
import { flush, testRootStore } from '../../testing/rootStore';
import { publicLotteries } from '../../testing/fakeApi';
import { HistoryStore } from './HistoryStore';

const draw = (i: number): PublicDraw => ({
  code: 'fc3d',
  period: String(2026300 - i),
  balls: [i % 10, 1, 2],
  drawTime: '2026-11-20T21:15:00.000+08:00',
  ruleDetail: {},
});

function setup(total = 95) {
  const calls: { code: string; query: { date?: string; page?: number; size?: number } }[] = [];
  const api = {
    publicLotteries: async () => publicLotteries(),
    drawHistory: async (
      code: string,
      query: { date?: string; page?: number; size?: number } = {},
    ): Promise<DrawHistoryPage> => {
      calls.push({ code, query });
      const page = query.page ?? 1;
      const size = query.size ?? 50;
      const list = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
        draw((page - 1) * size + i),
      );
      return { list, total, page, size };
    },
  };
  const root = testRootStore(api);
  return { store: new HistoryStore(root, 'fc3d'), calls, root };
}

describe('HistoryStore', () => {
  it('loads the first page of every date, 30 draws a page', async () => {
    const { store, calls } = setup();
    await store.load();
    expect(calls).toEqual([{ code: 'fc3d', query: { date: undefined, page: 1, size: 30 } }]);
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
    expect(calls.map((c) => c.query.page)).toEqual([1, 4, 1]);
  });

  it('filters by a Beijing date from page 1, and back to every date', async () => {
    const { store, calls } = setup();
    await store.load();
    store.setPage(2);
    await flush();
    store.setDate('2026-11-20');
    await flush();
    expect(calls[2].query).toEqual({ date: '2026-11-20', page: 1, size: 30 });
    store.setDate(null);
    await flush();
    expect(calls[3].query.date).toBeUndefined();
  });

  it('keeps the error of a failed request', async () => {
    const { root } = setup();
    (root.env.api as unknown as { drawHistory: () => Promise<never> }).drawHistory = async () => {
      throw new Error('超时');
    };
    const store = new HistoryStore(root, 'fc3d');
    await store.load();
    expect(store.error).toBe('超时');
    expect(store.loading).toBe(false);
  });
});
