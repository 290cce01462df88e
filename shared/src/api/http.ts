/**
 * The shared HTTP client: ONE instance (`http`) for the shell and every remote.
 *
 * `@cp/shared/api` is a federated singleton (shared/src/mf/sharedDeps.cjs), so the `http` a
 * remote imports is the very object the shell configured at boot (shell/src/bootstrap.tsx:
 * `http.configure({ getToken })` — the member's token, and the client profile). Through it every
 * call gets the base path and timeout of the profile (specification section 7), the
 * Authorization header while a member is logged in, the envelope rule (`status: 1` yields
 * `data`) and one error type, `ApiError` (errors.ts). The 3-second retry of section 8 is
 * `withRetry` (retry.ts), used by the stores that need it (the public list, draw details).
 *
 * Endpoint functions are grouped by area (areas/: site, lotteries, draws, rules, member) as
 * small factories over an `HttpClient`; the stores of the RootStore use only the areas they need.
 *
 * HOW A REMOTE ADDS AN ENDPOINT (no shell release needed):
 *   1. Put its wire types (request query, response data) in shared/src/domain/wire.ts, so the
 *      server that sends them and the remote that reads them share one definition.
 *   2. Write the endpoint in the remote's own API module, over the shared client:
 *
 *        // mf-<name>/src/api/predictions.ts
 *        import { http, type HttpClient } from '@cp/shared/api';
 *        import type { PredictionDto } from '@cp/shared/domain';
 *
 *        export interface PredictionsApi {
 *          latest(code: string): Promise<PredictionDto[]>;
 *        }
 *        export const predictionsApi = (client: HttpClient = http): PredictionsApi => ({
 *          latest: (code) => client.get<PredictionDto[]>('/v1/cp168/wap/latestPredictions', { code }),
 *        });
 *
 *   3. The remote's MobX store takes the area as a constructor option defaulting to
 *      `predictionsApi()`; tests pass a fake area, or `predictionsApi(new FakeHttp())` from
 *      `@cp/shared/testing` to check the paths and parameters sent.
 *   Paths are relative to the profile's base; never build absolute URLs or read the token
 *   yourself — `http.url(path)` gives a URL for an EventSource or a link.
 *
 * Changing this file (or anything else in @cp/shared/api) changes the singleton every remote
 * runs against: keep it backwards compatible.
 */
import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { ApiError } from './errors';
import { PROFILES } from './profiles';
import type { HttpClientOptions } from './profiles';

/** Query parameters; null and undefined ones are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** What an endpoint function needs: requests that resolve to the envelope's data or reject with ApiError. */
export interface HttpClient {
  get<T>(path: string, params?: QueryParams): Promise<T>;
  /** `headers`: extra request headers (an `Idempotency-Key`). */
  post<T>(path: string, body?: unknown, params?: QueryParams, headers?: Record<string, string>): Promise<T>;
  put<T>(path: string, body?: unknown, params?: QueryParams): Promise<T>;
  delete<T>(path: string, params?: QueryParams): Promise<T>;
  /** The URL of a path under the base, for what is not a request of ours (an EventSource, a link). */
  url(path: string, params?: QueryParams): string;
}

/** Appends the non-empty parameters as a query string (comma lists become `%2C`, like axios sends them). */
export function withQuery(url: string, params: QueryParams = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) q.append(k, String(v));
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

/**
 * An HttpClient over axios, configured with a profile, a token getter and (in tests) an adapter.
 * axios itself (httpClient.ts) is loaded at the first request or by `preload()`, not with the
 * page: the first view comes from the server's answers (`prime`), and 21 KB of script fewer
 * before it is a phone's TBT (issue 19).
 */
export class Http implements HttpClient {
  private options: HttpClientOptions = {};
  private instance: Promise<AxiosInstance> | null = null;
  private base = '';
  private readonly primed = new Map<string, unknown>();

  constructor(options: HttpClientOptions = {}) {
    this.configure(options);
  }

  /**
   * Sets the profile, base URL and token getter for every later call. The shell does this once
   * at boot; a standalone remote page does it for itself.
   */
  configure(options: HttpClientOptions = {}): void {
    this.options = options;
    this.instance = null;
    this.base = (options.baseURL ?? PROFILES[options.profile ?? 'default'].baseURL).replace(/\/$/, '');
  }

  /** The axios instance of the current configuration, axios loaded first when it is not yet. */
  private axiosInstance(): Promise<AxiosInstance> {
    const options = this.options;
    this.instance ??= import('./httpClient').then(({ createHttpClient }) => createHttpClient(options));
    return this.instance;
  }

  /**
   * Loads axios ahead of the first request (the shell calls it once the page is idle), so a
   * visitor's first action does not wait for it. A failed load is retried by the next request.
   */
  preload(): void {
    this.axiosInstance().catch(() => {
      this.instance = null;
    });
  }

  /** Any request, answered with the envelope's data. */
  async request<T>(config: AxiosRequestConfig): Promise<T> {
    const pending = this.axiosInstance();
    let instance: AxiosInstance;
    try {
      instance = await pending;
    } catch {
      // The script could not be loaded (offline, a new deployment): a network error, retried next time.
      if (this.instance === pending) this.instance = null;
      throw new ApiError('network', 'NETWORK', '网络连接失败，请检查网络');
    }
    const res = await instance.request<T>(config);
    return res.data;
  }

  /**
   * The answers the server already fetched to render the page's first view (the boot document's
   * `prefetched`, keyed by path and query as `withQuery` writes them): each one answers the
   * page's first GET of that key without a round trip, once; later calls go to the network.
   */
  prime(entries: Record<string, unknown> | null | undefined): void {
    for (const [key, data] of Object.entries(entries ?? {})) this.primed.set(key, data);
  }

  get<T>(path: string, params?: QueryParams): Promise<T> {
    const key = withQuery(path, params);
    if (this.primed.has(key)) {
      const data = this.primed.get(key) as T;
      this.primed.delete(key);
      return Promise.resolve(data);
    }
    return this.request<T>({ method: 'get', url: path, params });
  }

  post<T>(path: string, body?: unknown, params?: QueryParams, headers?: Record<string, string>): Promise<T> {
    return this.request<T>({ method: 'post', url: path, data: body, params, ...(headers ? { headers } : {}) });
  }

  put<T>(path: string, body?: unknown, params?: QueryParams): Promise<T> {
    return this.request<T>({ method: 'put', url: path, data: body, params });
  }

  delete<T>(path: string, params?: QueryParams): Promise<T> {
    return this.request<T>({ method: 'delete', url: path, params });
  }

  url(path: string, params?: QueryParams): string {
    return withQuery(`${this.base}${path}`, params);
  }
}

/** The one client of the page (default profile until the shell configures it). */
export const http = new Http();
