import { ApiError, withQuery } from '@cp/shared/api';
import type { HttpClient, QueryParams } from '@cp/shared/api';

/** One answer of the API server to an in-process GET (the server passes `app.inject`). */
export interface InjectedResponse {
  statusCode: number;
  body: string;
}

/** How the server answers a GET of its own API without the network: path and query in, response out. */
export type InjectGet = (pathAndQuery: string) => Promise<InjectedResponse>;

/**
 * The HTTP client of a server-rendered first view: GETs go to the API server in-process, and
 * every answer is recorded under the key `Http.prime` reads (`withQuery(path, params)`), so the
 * browser gets the very same data in the boot document instead of fetching it again. Only GETs
 * run while rendering; anything else is refused (a first view changes nothing).
 */
export class RecordingClient implements HttpClient {
  readonly recorded: Record<string, unknown> = {};

  constructor(private readonly inject: InjectGet) {}

  async get<T>(path: string, params?: QueryParams): Promise<T> {
    const key = withQuery(path, params);
    const res = await this.inject(key);
    let envelope: { status?: unknown; data?: unknown; code?: unknown; message?: unknown };
    try {
      envelope = JSON.parse(res.body) as typeof envelope;
    } catch {
      throw new ApiError('api', 'BAD_RESPONSE', '服务器响应无效', res.statusCode);
    }
    if (res.statusCode >= 400 || envelope.status !== 1) {
      const code = typeof envelope.code === 'string' ? envelope.code : 'ERROR';
      const message = typeof envelope.message === 'string' ? envelope.message : '请求失败';
      throw new ApiError('api', code, message, res.statusCode);
    }
    this.recorded[key] = envelope.data;
    return envelope.data as T;
  }

  post<T>(): Promise<T> {
    return Promise.reject(new ApiError('api', 'SSR_READ_ONLY', '首屏渲染只读取数据'));
  }

  put<T>(): Promise<T> {
    return this.post<T>();
  }

  delete<T>(): Promise<T> {
    return this.post<T>();
  }

  url(path: string, params?: QueryParams): string {
    return withQuery(path, params);
  }
}
