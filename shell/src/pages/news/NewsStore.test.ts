import { ApiError } from '@cp/shared/api';
import { NewsItemStore, NewsListStore } from './NewsStore';
import { fakeNewsApi, summary } from '../../testing/news';

describe('NewsListStore', () => {
  it('loads the first page, then appends the next ones until none remain', async () => {
    const api = fakeNewsApi(Array.from({ length: 23 }, (_, i) => summary(i + 1)));
    const store = new NewsListStore(10, api);
    expect(store.loaded).toBe(false);
    await store.load();
    expect(store.items.map((n) => n.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(store.hasMore).toBe(true);
    await store.more();
    await store.more();
    expect(store.items).toHaveLength(23);
    expect(store.hasMore).toBe(false);
    await store.more();
    expect(api.calls).toEqual(['list:1:10', 'list:2:10', 'list:3:10']);
  });

  it('is honestly empty when nothing is published', async () => {
    const store = new NewsListStore(5, fakeNewsApi([]));
    await store.load();
    expect(store).toMatchObject({ loaded: true, items: [], total: 0, hasMore: false });
  });

  it('does not list an item twice when a new one pushed it to the next page', async () => {
    const all = Array.from({ length: 4 }, (_, i) => summary(i + 1));
    const api = fakeNewsApi(all);
    const store = new NewsListStore(2, api);
    await store.load();
    all.unshift(summary(99)); // published meanwhile: item 2 is now first on page 2
    await store.more();
    expect(store.items.map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it('keeps the failure message and loads again on retry', async () => {
    const api = fakeNewsApi([summary(1)]);
    (api.list as jest.Mock).mockRejectedValueOnce(new ApiError('network', 'NETWORK', '网络连接失败'));
    const store = new NewsListStore(5, api);
    await store.load();
    expect(store.loaded).toBe(false);
    expect(store.request.error).toBe('网络连接失败');
    await store.request.retry();
    expect(store.items.map((n) => n.id)).toEqual([1]);
    expect(store.request.error).toBeNull();
  });
});

describe('NewsItemStore', () => {
  it('loads a published item', async () => {
    const store = new NewsItemStore('7', fakeNewsApi([summary(7)]));
    await store.load();
    expect(store.item).toMatchObject({ id: 7, body: '正文' });
    expect(store.missing).toBe(false);
  });

  it('calls an item the server does not have missing (a 404 page), not a failure', async () => {
    const store = new NewsItemStore('8', fakeNewsApi([summary(7)]));
    await store.load();
    expect(store.item).toBeNull();
    expect(store.missing).toBe(true);
    expect(store.request.error).toBeNull();
  });

  it('reports a failure that is not a 404', async () => {
    const api = fakeNewsApi([summary(7)]);
    (api.item as jest.Mock).mockRejectedValueOnce(new ApiError('timeout', 'TIMEOUT', '请求超时'));
    const store = new NewsItemStore('7', api);
    await store.load();
    expect(store.missing).toBe(false);
    expect(store.request.error).toBe('请求超时');
  });
});
