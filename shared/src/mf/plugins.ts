import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Appends a cache-busting query so a retry does not get a cached failure. */
export function bustUrl(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}-${Date.now().toString(36)}`;
}

/**
 * Retries the fetch of a remote's manifest (the first thing that fails when a remote's server
 * hiccups) a few times with backoff and cache-busting, before giving up to the fallback.
 */
export function retryPlugin(options: { retries?: number; delayMs?: number } = {}): ModuleFederationRuntimePlugin {
  const retries = options.retries ?? 2;
  const delayMs = options.delayMs ?? 400;
  return {
    name: 'cp-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown = null;
      for (let attempt = 0; attempt <= retries; attempt++) {
        try {
          const res = await fetch(attempt === 0 ? url : bustUrl(url, attempt), init);
          if (res.ok || res.status < 500) return res;
          lastError = new Error(`HTTP ${res.status} for ${url}`);
        } catch (err) {
          lastError = err;
        }
        if (attempt < retries) await sleep(delayMs * 2 ** attempt);
      }
      throw lastError;
    },
  };
}

/** What a failed remote module is replaced with: a module whose default export renders a fallback. */
export type FallbackFactory = (remoteId: string, error: unknown) => unknown;

/**
 * Turns a module that fails while loading (lifecycle onLoad) into the fallback module, so the
 * page keeps its frame. Other lifecycles (an unreachable manifest) reject as usual and are
 * caught by the RemoteRoute boundary. Register with registerPlugins at run time: the factory
 * closes over React components.
 */
export function fallbackPlugin(
  makeFallback: FallbackFactory,
  onError?: (id: string, error: unknown) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'cp-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      onError?.(id, error);
      if (lifecycle === 'onLoad') return makeFallback(id, error);
      return undefined;
    },
  };
}
