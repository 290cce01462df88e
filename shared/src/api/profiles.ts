/**
 * The client's settings and the envelope rule, apart from axios itself (httpClient.ts), which a
 * page loads at its first request: showing a page needs neither.
 */
import type { AxiosAdapter } from 'axios';
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
