import axios from 'axios';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { ApiError } from './errors';
import { PROFILES, unwrapEnvelope } from './profiles';
import type { HttpClientOptions } from './profiles';

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
