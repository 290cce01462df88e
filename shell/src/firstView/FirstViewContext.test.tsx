import { FakeHttp } from '@cp/shared/testing';
import { FirstViewData } from './FirstViewContext';

const NEWS = '/v1/cp168/wap/news';

/** A first view's data over a fake server with no news published; its list loaded unless told. */
async function firstView(load = true) {
  const http = new FakeHttp().on('get', NEWS, () => ({ list: [], total: 0, page: 1, size: 5 }));
  const data = new FirstViewData(http);
  const store = data.homeNewsFor(5);
  if (load) await store.load();
  return { data, store };
}

describe('FirstViewData: the mobile home news list of the first view', () => {
  it('is the same list for every render until one mounts (a tap during hydration restarts the render)', async () => {
    const { data, store } = await firstView();
    expect(data.homeNewsToRender()).toBe(store);
    expect(data.homeNewsToRender()).toBe(store);
  });

  it.each([
    ['mounted with it: a later visit makes its own', true],
    ['another list mounted: still the first view’s', false],
  ])('%s', async (_, mountedWithIt) => {
    const { data, store } = await firstView();
    const other = new FirstViewData(new FakeHttp()).homeNewsFor(5);
    data.mounted(mountedWithIt ? store : other);
    expect(data.homeNewsToRender()).toBe(mountedWithIt ? null : store);
  });

  it('is not handed out unless it loaded', async () => {
    const { data } = await firstView(false);
    expect(data.homeNewsToRender()).toBeNull();
  });
});
