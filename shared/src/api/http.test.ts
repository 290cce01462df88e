import { fakeAdapter, okReply } from '../testing';
import { ApiError } from './errors';
import { Http, http, withQuery } from './http';

describe('withQuery', () => {
  it.each([
    ['/x', {}, '/x'],
    ['/x', { a: 1, b: 'two' }, '/x?a=1&b=two'],
    ['/x', { codes: 'jspk10,hk6' }, '/x?codes=jspk10%2Chk6'],
    ['/x', { a: undefined, b: null, c: false }, '/x?c=false'],
    ['/x?a=1', { b: 2 }, '/x?a=1&b=2'],
  ])('%s + %j → %s', (url, params, expected) => {
    expect(withQuery(url, params)).toBe(expected);
  });
});

describe('Http', () => {
  it('sends each method with its path, parameters and body, and answers the envelope data', async () => {
    const { adapter, seen } = fakeAdapter((c) => okReply(`${c.method} ${c.url}`));
    const client = new Http({ adapter });
    expect(await client.get('/g', { q: 1 })).toBe('get /g');
    expect(await client.post('/p', { a: 1 }, { q: 2 })).toBe('post /p');
    expect(await client.put('/u', { b: 2 })).toBe('put /u');
    expect(await client.delete('/d', { id: 7 })).toBe('delete /d');
    expect(seen.map((c) => [c.method, c.url, c.params, c.data ?? null])).toEqual([
      ['get', '/g', { q: 1 }, null],
      ['post', '/p', { q: 2 }, JSON.stringify({ a: 1 })],
      ['put', '/u', undefined, JSON.stringify({ b: 2 })],
      ['delete', '/d', { id: 7 }, null],
    ]);
  });

  it('answers a primed GET once without a request, then from the network', async () => {
    const { adapter, seen } = fakeAdapter((c) => okReply(`network ${c.url}`));
    const client = new Http({ adapter });
    client.prime({ '/x?codes=a%2Cb': 'primed', '/y': { n: 1 } });
    expect(await client.get('/x', { codes: 'a,b' })).toBe('primed');
    expect(await client.get('/y')).toEqual({ n: 1 });
    expect(seen).toHaveLength(0);
    expect(await client.get('/x', { codes: 'a,b' })).toBe('network /x');
    expect(await client.get('/x', { codes: 'a' })).toBe('network /x');
    expect(await client.post('/y')).toBe('network /y');
    expect(seen.map((c) => [c.method, c.url])).toEqual([
      ['get', '/x'],
      ['get', '/x'],
      ['post', '/y'],
    ]);
  });

  it('rejects with the ApiError of a refused call', async () => {
    const { adapter } = fakeAdapter(() => ({
      status: 404,
      data: { status: 0, code: 'NOT_FOUND', message: '未知彩种' },
    }));
    const err = await new Http({ adapter }).get('/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 'NOT_FOUND', message: '未知彩种', httpStatus: 404 });
  });

  it('builds URLs under the profile base, or the base it is given', () => {
    expect(new Http().url('/v1/e', { codes: 'a,b' })).toBe('/v1/e?codes=a%2Cb');
    expect(new Http({ profile: 'alternate' }).url('/v1/e')).toBe('/api/v1/e');
    expect(new Http({ baseURL: 'http://127.0.0.1:8080/' }).url('/v1/e')).toBe('http://127.0.0.1:8080/v1/e');
  });

  it('configure() changes profile and token for every later call of the same instance', async () => {
    const { adapter, seen } = fakeAdapter(() => okReply(1));
    const client = new Http({ adapter });
    await client.get('/a');
    let token: string | null = 'jwt-1';
    client.configure({ adapter, profile: 'alternate', getToken: () => token });
    await client.get('/b');
    token = null;
    await client.get('/c');
    expect(seen.map((c) => [c.baseURL, c.headers.get('Authorization') ?? null])).toEqual([
      ['/', null],
      ['/api', 'Bearer jwt-1'],
      ['/api', null],
    ]);
    expect(client.url('/x')).toBe('/api/x');
    expect(seen.map((c) => c.timeout)).toEqual([5000, 60_000, 60_000]);
  });

  it('preload() readies axios once for the calls after it, of the configuration current at each call', async () => {
    const { adapter, seen } = fakeAdapter((c) => okReply(c.url));
    const client = new Http({ adapter });
    client.preload();
    client.preload();
    await expect(client.get('/a')).resolves.toBe('/a');
    client.configure({ adapter, profile: 'alternate' });
    client.preload();
    await expect(client.post('/b', { x: 1 })).resolves.toBe('/b');
    expect(seen.map((c) => [c.method, c.baseURL, c.url])).toEqual([
      ['get', '/', '/a'],
      ['post', '/api', '/b'],
    ]);
  });

  it('offers one shared instance, on the default profile until configured', () => {
    expect(http).toBeInstanceOf(Http);
    expect(http.url('/v1/x')).toBe('/v1/x');
  });
});
