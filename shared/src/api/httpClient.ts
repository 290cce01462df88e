import axios from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosResponse } from 'axios';
import { ApiError } from './errors';

/**
 * The two client profiles of the specification (section 7): the default one (base '/',
 * timeout 5000 ms) and the alternate one (base '/api', timeout 60 s, with the site headers).
 */
export type ClientProfile = 'default' | 'alternate';

export const PROFILES: Record<ClientProfile, { baseURL: string; timeout: number; headers: Record<string, string> }> = {
  default: { baseURL: '/', timeout: 5000, headers: {} },
  alternate: {
    baseURL: '/api',
    timeout: 60_000,
    headers: { 'X-Site-Id': '19', 'X-Sub-Template-Id': '6', 'X-Site-Group-Id': '5' },
  },
};

export interface HttpClientOptions {
  profile?: ClientProfile;
  /** Overrides the profile's base URL (standalone remote dev servers, tests). */
  baseURL?: string;
  /** The current login token, or null; sent as `Authorization: Bearer <token>`. */
  getToken?: () => string | null;
  /** Replaces axios' transport (tests answer requests without a network). */
  adapter?: AxiosAdapter;
}

interface Envelope {
  status?: unknown;
  data?: unknown;
  code?: unknown;
  message?: unknown;
}

/** Applies the envelope rule: status 1 yields data, anything else is an ApiError with the server's message. */
export function unwrapEnvelope(body: unknown, httpStatus: number): unknown {
  const env = (body ?? {}) as Envelope;
  if (env.status === 1) return env.data;
  throw new ApiError(
    'api',
    typeof env.code === 'string' ? env.code : 'BAD_RESPONSE',
    typeof env.message === 'string' ? env.message : '服务器返回了无法识别的数据',
    httpStatus,
  );
}

/**
 * One axios instance per profile. Responses are unwrapped to their `data`; failures become
 * ApiError. The client never shows UI: the shell decides how errors appear.
 */
export function createHttpClient(options: HttpClientOptions = {}): AxiosInstance {
  const profile = PROFILES[options.profile ?? 'default'];
  const instance = axios.create({
    baseURL: options.baseURL ?? profile.baseURL,
    timeout: profile.timeout,
    headers: { ...profile.headers },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  instance.interceptors.request.use((config) => {
    const token = options.getToken?.();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  instance.interceptors.response.use(
    (res: AxiosResponse) => {
      res.data = unwrapEnvelope(res.data, res.status);
      return res;
    },
    (err: unknown) => {
      if (!axios.isAxiosError(err)) return Promise.reject(err);
      if (err.response) {
        try {
          unwrapEnvelope(err.response.data, err.response.status);
        } catch (apiErr) {
          return Promise.reject(apiErr);
        }
        return Promise.reject(new ApiError('api', 'BAD_RESPONSE', '服务器返回了无法识别的数据', err.response.status));
      }
      if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') {
        return Promise.reject(new ApiError('timeout', 'TIMEOUT', '请求超时，请稍后再试'));
      }
      return Promise.reject(new ApiError('network', 'NETWORK', '网络连接失败，请检查网络'));
    },
  );
  return instance;
}
