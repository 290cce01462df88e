import { bustUrl, fallbackPlugin, retryPlugin } from './plugins';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('retries a failing manifest fetch with cache-busting URLs, then succeeds', async () => {
    const urls: string[] = [];
    let calls = 0;
    globalThis.fetch = jest.fn(async (url: string) => {
      urls.push(url);
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    }) as unknown as typeof fetch;
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).fetch as unknown as FetchHook;
    const res = await hook('/remotes/mf_trend/1/mf-manifest.json', {});
    expect(res.status).toBe(200);
    expect(urls[0]).toBe('/remotes/mf_trend/1/mf-manifest.json');
    expect(urls[1]).toMatch(/^\/remotes\/mf_trend\/1\/mf-manifest\.json\?retry=1-/);
    expect(urls[2]).toMatch(/\?retry=2-/);
  });

  it('retries server errors but gives up after the last try with the error', async () => {
    globalThis.fetch = jest.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
    const hook = retryPlugin({ retries: 1, delayMs: 1 }).fetch as unknown as FetchHook;
    await expect(hook('/x.json', {})).rejects.toThrow('HTTP 503');
    expect(globalThis.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404: the file is not there', async () => {
    globalThis.fetch = jest.fn(async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    const hook = retryPlugin({ retries: 3, delayMs: 1 }).fetch as unknown as FetchHook;
    expect((await hook('/x.json', {})).status).toBe(404);
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
  });

  it('busts with a query that keeps existing parameters', () => {
    expect(bustUrl('/a.json?x=1', 2)).toMatch(/^\/a\.json\?x=1&retry=2-/);
  });
});

describe('fallback plugin', () => {
  it('replaces a module that fails while loading, and only at that stage', () => {
    const errors: string[] = [];
    const plugin = fallbackPlugin(
      (id) => ({ default: `fallback for ${id}` }),
      (id) => errors.push(id),
    );
    const hook = plugin.errorLoadRemote as unknown as (args: {
      id: string;
      error: unknown;
      lifecycle: string;
    }) => unknown;
    expect(hook({ id: 'mf_trend/desktop', error: new Error('x'), lifecycle: 'onLoad' })).toEqual({
      default: 'fallback for mf_trend/desktop',
    });
    // A manifest that could not be resolved is left to reject (the runtime would parse a fallback as a manifest).
    expect(hook({ id: 'mf_trend/desktop', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(errors).toEqual(['mf_trend/desktop', 'mf_trend/desktop']);
  });
});
