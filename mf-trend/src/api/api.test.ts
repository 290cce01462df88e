import { FakeHttp } from '@cp/shared/testing';
import { changlongApi, historyApi, trendsApi } from './index';

describe("mf-trend's endpoints", () => {
  const http = () => new FakeHttp('/api').on('get', '/v1/cp168/apis/cpTrend/:code', () => 'answer');

  it('asks for trend types of a window of draws', async () => {
    const h = http();
    await expect(trendsApi(h).trends('a/b', ['basic', 'daxiao'], 90)).resolves.toBe('answer');
    expect(h.requests).toEqual([
      { method: 'get', path: '/v1/cp168/apis/cpTrend/a%2Fb', params: { trendTypes: 'basic,daxiao', count: 90 } },
    ]);
  });

  it.each([
    [{}, { date: undefined, page: undefined, size: undefined }],
    [
      { date: '2026-11-20', page: 2, size: 30 },
      { date: '2026-11-20', page: 2, size: 30 },
    ],
  ])('asks for a page of the draw history %j', async (query, params) => {
    const h = new FakeHttp().on('get', '/v1/cp168/apis/draw/history/:code', () => ({ list: [] }));
    await historyApi(h).drawHistory('fc3d', query);
    expect(h.requests).toEqual([{ method: 'get', path: '/v1/cp168/apis/draw/history/fc3d', params }]);
  });

  it.each([
    [undefined, { codes: undefined, min: undefined }],
    [{ codes: [] }, { codes: undefined, min: undefined }],
    [
      { codes: ['jspk10', 'hk6'], min: 5 },
      { codes: 'jspk10,hk6', min: 5 },
    ],
  ])('asks for the streaks %j', async (query, params) => {
    const h = new FakeHttp().on('get', '/v1/cp168/apis/changlong', () => []);
    await expect(changlongApi(h).streaks(query)).resolves.toEqual([]);
    expect(h.requests).toEqual([{ method: 'get', path: '/v1/cp168/apis/changlong', params }]);
  });
});
