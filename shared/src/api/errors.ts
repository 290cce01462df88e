/** Why a call failed: the server refused it, the network failed, or it took too long. */
export type ApiErrorKind = 'api' | 'network' | 'timeout';

/**
 * Every failed call rejects with an ApiError: `code` is the server's machine code (or NETWORK /
 * TIMEOUT), `message` its Chinese message, `httpStatus` the HTTP status when there was a response.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly code: string,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }

  /** True for 401s: the login is missing or expired. */
  get isUnauthorized(): boolean {
    return this.httpStatus === 401;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
