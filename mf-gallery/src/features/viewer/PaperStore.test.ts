import { tukuApi } from '../../api';
import { fixtureSeries } from '../../testing/tukuData';
import { TUKU, tukuHttp } from '../../testing/tukuHttp';
import { PaperStore, rangeProblem } from './PaperStore';

const IMAGES = `${TUKU}/images`;

function storeOver(categoryId = 'hk6-sxb', http = tukuHttp()) {
  return { http, store: new PaperStore(categoryId, { api: tukuApi(http) }) };
}

describe('PaperStore', () => {
  it('opens a category at its newest paper, with the older period before it and none after', async () => {
    const { http, store } = storeOver();
    await store.open();
    expect(http.requestsTo('get', IMAGES).map((r) => r.params)).toEqual([{ categoryId: 'hk6-sxb', page: 1, size: 60 }]);
    expect(store.category?.name).toBe('香港六合彩特码生肖表');
    expect(store.current?.period).toBe('2026125');
    expect(store.current?.url).toMatch(/^\/tuku\/hk6-sxb\/2026125\.[0-9a-f]+\.svg$/);
    expect(store.list.map((p) => p.period).slice(0, 3)).toEqual(['2026125', '2026124', '2026123']);
    expect([store.step('previous'), store.step('next')]).toEqual(['2026124', null]);
  });

  it.each([
    ['2026125', '2026124', null],
    ['2026122', '2026121', '2026123'],
    ['2026118', null, '2026119'],
  ])('at %s steps to 上一期 %s and 下一期 %s', async (period, previous, next) => {
    const { http, store } = storeOver();
    await store.open(period);
    expect(http.requestsTo('get', IMAGES)[0].params.period).toBe(period);
    expect(store.current?.period).toBe(period);
    expect([store.step('previous'), store.step('next')]).toEqual([previous, next]);
  });

  it('does not ask again for the paper it shows', async () => {
    const { http, store } = storeOver();
    await store.open();
    expect(await store.open('2026125')).toBe('shown');
    await store.open('2026124');
    expect(http.requestsTo('get', IMAGES).map((r) => r.params.period ?? null)).toEqual([null, '2026124']);
  });

  it('filters the period list by draw date and shows the range’s newest paper', async () => {
    const { http, store } = storeOver('hk6-kj');
    await store.open('2026125');
    store.setDraft('from', '2026-11-03');
    store.setDraft('to', '2026-11-10');
    expect(store.applyRange()).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    const last = http.requestsTo('get', IMAGES).at(-1)!;
    expect(last.params).toEqual({ categoryId: 'hk6-kj', from: '2026-11-03', to: '2026-11-10', page: 1, size: 60 });
    expect(store.list.map((p) => p.period)).toEqual(['2026122', '2026121', '2026120', '2026119']);
    expect(store.current?.period).toBe('2026122');
    expect(store.filtered).toBe(true);
    store.clearRange();
    await new Promise((r) => setTimeout(r, 0));
    expect(http.requestsTo('get', IMAGES).at(-1)!.params).toEqual({ categoryId: 'hk6-kj', page: 1, size: 60 });
    expect([store.list.length, store.current?.period, store.filtered]).toEqual([8, '2026125', false]);
  });

  it.each([
    [{ from: '2026-11-10', to: '2026-11-03' }, '开始日期不能晚于结束日期'],
    [{ from: '2026/11/03', to: '' }, '开始日期格式不正确'],
    [{ from: '', to: '2026-13-45' }, '结束日期格式不正确'],
    [{ from: '', to: '' }, null],
    [{ from: '2026-11-03', to: '2026-11-03' }, null],
  ])('judges the range %o: %s', (range, problem) => {
    expect(rangeProblem(range)).toBe(problem);
  });

  it('asks nothing for a wrong range and says why', async () => {
    const { http, store } = storeOver();
    await store.open();
    store.setDraft('from', '2026-11-10');
    store.setDraft('to', '2026-11-01');
    expect(store.applyRange()).toBe(false);
    expect(store.rangeError).toBe('开始日期不能晚于结束日期');
    expect(http.requests).toHaveLength(1);
    store.setDraft('to', '2026-11-20');
    expect(store.rangeError).toBeNull();
  });

  it('says a category without papers is empty', async () => {
    const { store } = storeOver('pk10-upload');
    await store.open();
    expect([store.empty, store.current, store.list, store.step('previous')]).toEqual([true, null, [], null]);
  });

  it('keeps the server’s message for an unknown category and tries again on retry', async () => {
    const { http, store } = storeOver('nope-sxb');
    await store.open();
    expect([store.page, store.error]).toEqual([null, '图纸分类不存在']);
    http.failNext();
    await store.retry();
    expect(store.error).toBe('网络连接失败，请检查网络');
    expect(http.requestsTo('get', IMAGES)).toHaveLength(2);
  });

  it('loads the next page of a long category and appends it', async () => {
    const long = fixtureSeries();
    const series = long.find((s) => s.category.id === 'hk6-kj')!;
    series.papers = Array.from({ length: 75 }, (_, i) => ({
      ...series.papers[0],
      id: `hk6-kj:${2026001 + i}`,
      period: String(2026001 + i),
      drawTime: series.papers[0].drawTime + i * 86_400_000,
    }));
    const { http, store } = storeOver('hk6-kj', tukuHttp(undefined, long));
    await store.open();
    expect([store.list.length, store.hasMore]).toEqual([60, true]);
    await store.loadMore();
    expect(http.requestsTo('get', IMAGES).at(-1)!.params.page).toBe(2);
    expect([store.list.length, store.hasMore, store.list.at(-1)!.period]).toEqual([75, false, '2026001']);
  });
});
