/** Delay before a failed public-list or draw call is tried again (specification sections 8 and 9). */
export const RETRY_DELAY_MS = 3000;

export interface RetryOptions {
  /** Between attempts; RETRY_DELAY_MS unless told. */
  delayMs?: number;
  /**
   * Whether to try again after this failure (`attempt` counts from 0); always unless told. When
   * it says no, the call rejects with that failure.
   */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Told of every failure before the wait (the specification logs them). */
  onError?: (error: unknown, attempt: number) => void;
  /** The timer to wait with (tests pass a fake clock's). */
  setTimeout?: (fn: () => void, ms: number) => unknown;
}

/**
 * Calls `call` until it succeeds, waiting `delayMs` after each failure: the retry of the public
 * lottery list and the draw details (section 8). Resolves with the first answer; rejects with the
 * failure after which `shouldRetry` said no.
 */
export async function withRetry<T>(call: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { delayMs = RETRY_DELAY_MS, shouldRetry = () => true, onError, setTimeout: timer = setTimeout } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      onError?.(err, attempt);
      if (!shouldRetry(err, attempt)) throw err;
      await new Promise<void>((resolve) => timer(resolve, delayMs));
    }
  }
}
