import { ApiError } from '../api';
import { FakeHttp } from './fakeHttp';

describe('FakeHttp', () => {
  it('answers a route with its handler, given the path variables, parameters and body', async () => {
    const http = new FakeHttp()
      .on('get', '/v1/draw/:code', ({ vars, params }) => ({ code: vars.code, page: params.page }))
      .on('post', '/v1/items', ({ body }) => ({ saved: body }));
    await expect(http.get('/v1/draw/a%2Fb', { page: 2 })).resolves.toEqual({ code: 'a/b', page: 2 });
    await expect(http.post('/v1/items', { n: 1 })).resolves.toEqual({ saved: { n: 1 } });
    expect(http.requests).toEqual([
      { method: 'get', path: '/v1/draw/a%2Fb', params: { page: 2 } },
      { method: 'post', path: '/v1/items', params: {}, body: { n: 1 } },
    ]);
    expect(http.requestsTo('get', '/v1/draw/:code').map((r) => r.vars.code)).toEqual(['a/b']);
  });

  it('rejects what no route answers with a 404 ApiError, and what a handler throws as it is', async () => {
    const boom = new ApiError('api', 'BAD_INPUT', '参数错误', 400);
    const http = new FakeHttp().on('get', '/bad', () => {
      throw boom;
    });
    await expect(http.get('/nope')).rejects.toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    await expect(http.put('/bad')).rejects.toMatchObject({ code: 'NOT_FOUND' }); // the method matters
    await expect(http.get('/bad')).rejects.toBe(boom);
  });

  it('fails the next request only, with a network error unless told', async () => {
    const http = new FakeHttp().on('get', '/x', () => 1);
    http.failNext();
    await expect(http.get('/x')).rejects.toMatchObject({ kind: 'network', code: 'NETWORK' });
    await expect(http.get('/x')).resolves.toBe(1);
    http.failNext(new Error('超时'));
    await expect(http.delete('/x')).rejects.toThrow('超时');
    expect(http.requests).toHaveLength(3);
  });

  it('holds answers back until released, in order', async () => {
    const http = new FakeHttp().on('get', '/:n', ({ vars }) => Number(vars.n));
    http.hold();
    const order: number[] = [];
    const a = http.get<number>('/1').then((n) => order.push(n));
    const b = http.get<number>('/2').then((n) => order.push(n));
    await new Promise((r) => setTimeout(r, 5));
    expect(order).toEqual([]);
    expect(http.requests).toHaveLength(2); // recorded when asked
    http.release();
    await Promise.all([a, b]);
    expect(order).toEqual([1, 2]);
  });

  it('builds URLs under its base without making a request', () => {
    const http = new FakeHttp('/api');
    expect(http.url('/v1/e', { codes: 'a,b', none: undefined })).toBe('/api/v1/e?codes=a%2Cb');
    expect(http.requests).toEqual([]);
  });
});
