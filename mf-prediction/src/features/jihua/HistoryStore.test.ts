import { jihuaApi } from '../../api';
import { fixtureData, jihuaHttp } from '../../testing/jihuaHttp';
import { HistoryStore } from './HistoryStore';

const HISTORY = '/v1/cp168/apis/jihua/:kind/:code/history';

describe('HistoryStore', () => {
  it.each([
    [1, 30, '20261121-0457'],
    [2, 30, '20261121-0427'],
    [3, 10, '20261121-0397'],
  ])('page %i of 70 scored periods lists %i rows from %s', async (page, count, first) => {
    const http = jihuaHttp(fixtureData(70));
    const store = new HistoryStore('shJh', 'jspk10', 'cold', { api: jihuaApi(http) });
    await store.load(page);
    expect([store.page, store.pages, store.total, store.rows?.length, store.rows?.[0].period]).toEqual([
      page,
      3,
      70,
      count,
      first,
    ]);
    expect(http.requestsTo('get', HISTORY)[0].params).toEqual({ method: 'cold', page, size: 30 });
  });

  it('keeps the shown rows when a page fails, and retries that page', async () => {
    const http = jihuaHttp(fixtureData(70));
    const store = new HistoryStore('expert', 'jspk10', 'hot', { api: jihuaApi(http) });
    await store.load(1);
    http.failNext();
    await store.load(2);
    expect([store.page, store.rows?.[0].period, store.error]).toEqual([1, '20261121-0457', '网络连接失败，请检查网络']);
    await store.retry();
    expect([store.page, store.error]).toEqual([2, null]);
  });
});
