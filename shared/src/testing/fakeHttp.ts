import { AxiosError } from 'axios';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError, withQuery } from '@cp/shared/api';
import type { HttpClient, QueryParams } from '@cp/shared/api';

export type FakeMethod = 'get' | 'post' | 'put' | 'delete';

/** A request a FakeHttp received. */
export interface FakeRequest {
  method: FakeMethod;
  path: string;
  params: QueryParams;
  body?: unknown;
  /** Extra headers a post was given (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What a route's handler gets: the request and the path's `:name` parts. */
export type FakeRouteRequest = FakeRequest & { vars: Record<string, string> };

interface Route {
  method: FakeMethod;
  pattern: RegExp;
  names: string[];
  handler: (req: FakeRouteRequest) => unknown;
}

/**
 * An HttpClient for tests of endpoint modules and the stores over them (a remote's own API
 * included): routes answer with what their handler returns (the envelope's data) or reject with
 * what it throws; every request is recorded in `requests`; `hold()` keeps answers back until
 * `release()` (to see loading states) and `failNext()` fails the next request. A request no
 * route matches rejects with a 404 ApiError.
 *
 *   const http = new FakeHttp().on('get', '/v1/cp168/apis/cpTrend/:code', ({ vars, params }) => …);
 *   const store = new SomeStore(root, { api: someApi(http) });
 */
export class FakeHttp implements HttpClient {
  readonly requests: FakeRequest[] = [];
  private readonly routes: Route[] = [];
  private held: Array<() => void> | null = null;
  private failures: unknown[] = [];

  /** `base` prefixes the URLs of `url()` (the profile's base path). */
  constructor(readonly base = '') {}

  /** Answers `method` requests to `path` (`:name` matches one segment) with `handler`. */
  on(method: FakeMethod, path: string, handler: (req: FakeRouteRequest) => unknown): this {
    const names: string[] = [];
    const source = path
      .split('/')
      .map((part) => {
        if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, pattern: new RegExp(`^${source}$`), names, handler });
    return this;
  }

  /** Keeps every answer back until release(). */
  hold(): void {
    this.held ??= [];
  }

  /** Lets the held answers go, in the order asked. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    held.forEach((go) => go());
  }

  /** The next request fails with `error` (a network failure unless told). */
  failNext(error: unknown = new ApiError('network', 'NETWORK', '网络连接失败，请检查网络')): void {
    this.failures.push(error);
  }

  /** The requests made to a path pattern (as given to `on`), in order. */
  requestsTo(method: FakeMethod, path: string): FakeRouteRequest[] {
    const probe = new FakeHttp().on(method, path, () => undefined);
    return this.requests.flatMap((r) => {
      const found = probe.match(r);
      return found ? [{ ...r, vars: found.vars }] : [];
    });
  }

  get<T>(path: string, params?: QueryParams): Promise<T> {
    return this.handle<T>({ method: 'get', path, params: params ?? {} });
  }

  post<T>(path: string, body?: unknown, params?: QueryParams, headers?: Record<string, string>): Promise<T> {
    return this.handle<T>({ method: 'post', path, params: params ?? {}, body, ...(headers ? { headers } : {}) });
  }

  put<T>(path: string, body?: unknown, params?: QueryParams): Promise<T> {
    return this.handle<T>({ method: 'put', path, params: params ?? {}, body });
  }

  delete<T>(path: string, params?: QueryParams): Promise<T> {
    return this.handle<T>({ method: 'delete', path, params: params ?? {} });
  }

  url(path: string, params?: QueryParams): string {
    return withQuery(`${this.base}${path}`, params);
  }

  private match(req: FakeRequest): { route: Route; vars: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== req.method) continue;
      const m = route.pattern.exec(req.path);
      if (m) return { route, vars: Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) };
    }
    return null;
  }

  private async handle<T>(req: FakeRequest): Promise<T> {
    this.requests.push(req);
    const failure = this.failures.length ? { error: this.failures.shift() } : null;
    if (this.held) await new Promise<void>((resolve) => this.held!.push(resolve));
    if (failure) throw failure.error;
    const found = this.match(req);
    if (!found) throw new ApiError('api', 'NOT_FOUND', `接口不存在：${req.method.toUpperCase()} ${req.path}`, 404);
    return (await found.route.handler({ ...req, vars: found.vars })) as T;
  }
}

/** A reply of fakeAdapter: an HTTP status and body, or an error to throw as the transport. */
export type AdapterReply = { status: number; data: unknown } | Error;

/**
 * An axios adapter answering from a function, with axios' own status check: for tests of the
 * HTTP layer itself (profiles, headers, the envelope, errors), without a network or mocks.
 */
export function fakeAdapter(reply: (config: InternalAxiosRequestConfig) => AdapterReply) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = reply(config);
    if (r instanceof Error) throw r;
    const response = { data: r.data, status: r.status, statusText: String(r.status), headers: {}, config, request: {} };
    if (config.validateStatus && !config.validateStatus(r.status)) {
      throw new AxiosError(
        `Request failed with status code ${r.status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        {},
        response,
      );
    }
    return response;
  };
  return { adapter, seen };
}

/** A successful envelope reply carrying `data`. */
export const okReply = (data: unknown): AdapterReply => ({ status: 200, data: { status: 1, data } });
