import { AxiosError } from 'axios';
import { fakeAdapter, okReply as ok } from '../testing';
import { ApiError } from './errors';
import { createHttpClient } from './httpClient';
import { PROFILES, unwrapEnvelope } from './profiles';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('envelope rule', () => {
  it('yields data when status is 1', async () => {
    const { adapter } = fakeAdapter(() => ok({ a: 1 }));
    const http = createHttpClient({ adapter });
    await expect(http.get('/x').then((r) => r.data)).resolves.toEqual({ a: 1 });
  });

  it('yields data even when it is falsy', () => {
    expect(unwrapEnvelope({ status: 1, data: 0 }, 200)).toBe(0);
    expect(unwrapEnvelope({ status: 1, data: null }, 200)).toBeNull();
  });

  it('turns status 0 on HTTP 200 into an api error with the server code and message', async () => {
    const { adapter } = fakeAdapter(() => ({
      status: 200,
      data: { status: 0, code: 'BAD_INPUT', message: '参数错误' },
    }));
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ kind: 'api', code: 'BAD_INPUT', message: '参数错误', httpStatus: 200 });
  });

  it('rejects a body that is not an envelope', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 200, data: '<html>oops</html>' }));
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ kind: 'api', code: 'BAD_RESPONSE' });
    expect(err.message).toMatch(/无法识别/);
  });
});

describe('typed errors', () => {
  it('keeps the server envelope of an HTTP 4xx: code, message and status', async () => {
    const { adapter } = fakeAdapter(() => ({
      status: 401,
      data: { status: 0, code: 'TOKEN_EXPIRED', message: '登录已过期' },
    }));
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ kind: 'api', code: 'TOKEN_EXPIRED', message: '登录已过期', httpStatus: 401 });
    expect(err.isUnauthorized).toBe(true);
  });

  it('reports a 404 envelope as not unauthorized', async () => {
    const { adapter } = fakeAdapter(() => ({
      status: 404,
      data: { status: 0, code: 'NOT_FOUND', message: '未知彩种' },
    }));
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ code: 'NOT_FOUND', httpStatus: 404 });
    expect(err.isUnauthorized).toBe(false);
  });

  it('maps an error status without an envelope to BAD_RESPONSE with that status', async () => {
    const { adapter } = fakeAdapter(() => ({ status: 502, data: 'Bad Gateway' }));
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ kind: 'api', code: 'BAD_RESPONSE', httpStatus: 502 });
  });

  it('reports a failure without a response as a network error', async () => {
    const { adapter } = fakeAdapter((config) => new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ kind: 'network', code: 'NETWORK', httpStatus: null });
  });

  it('reports a timeout as such', async () => {
    const { adapter } = fakeAdapter(
      (config) => new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config, {}),
    );
    const err = await failure(createHttpClient({ adapter }).get('/x'));
    expect(err).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
  });

  it('passes other failures (not from axios) through untouched', async () => {
    const boom = new TypeError('boom');
    const { adapter } = fakeAdapter(() => boom);
    await expect(createHttpClient({ adapter }).get('/x')).rejects.toBe(boom);
  });
});

describe('profiles and headers', () => {
  it('default profile: base /, 5000 ms, no site headers', async () => {
    const { adapter, seen } = fakeAdapter(() => ok(1));
    await createHttpClient({ adapter }).get('/v1/x');
    const [config] = seen;
    expect(config.baseURL).toBe('/');
    expect(config.timeout).toBe(5000);
    expect(config.headers.get('X-Site-Id')).toBeUndefined();
    expect(config.headers.get('Authorization')).toBeUndefined();
  });

  it('alternate profile: base /api, 60 s, X-Site-Id 19, X-Sub-Template-Id 6, X-Site-Group-Id 5', async () => {
    const { adapter, seen } = fakeAdapter(() => ok(1));
    await createHttpClient({ adapter, profile: 'alternate' }).get('/v1/x');
    const [config] = seen;
    expect(config.baseURL).toBe('/api');
    expect(config.timeout).toBe(60_000);
    expect(config.headers.get('X-Site-Id')).toBe('19');
    expect(config.headers.get('X-Sub-Template-Id')).toBe('6');
    expect(config.headers.get('X-Site-Group-Id')).toBe('5');
    expect(PROFILES.alternate.headers).toEqual({ 'X-Site-Id': '19', 'X-Sub-Template-Id': '6', 'X-Site-Group-Id': '5' });
  });

  it('sends Authorization only while a token is present, read at request time', async () => {
    let token: string | null = null;
    const { adapter, seen } = fakeAdapter(() => ok(1));
    const http = createHttpClient({ adapter, getToken: () => token });
    await http.get('/a');
    token = 'jwt-1';
    await http.get('/b');
    token = null;
    await http.get('/c');
    expect(seen.map((c) => c.headers.get('Authorization') ?? null)).toEqual([null, 'Bearer jwt-1', null]);
  });

  it('adds Authorization on the alternate profile too, next to the site headers', async () => {
    const { adapter, seen } = fakeAdapter(() => ok(1));
    await createHttpClient({ adapter, profile: 'alternate', getToken: () => 't' }).get('/a');
    expect(seen[0].headers.get('Authorization')).toBe('Bearer t');
    expect(seen[0].headers.get('X-Site-Id')).toBe('19');
  });
});
