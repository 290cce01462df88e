import type { Api } from '../api';

/** What the stores need from the outside world; tests pass fakes. */
export interface StoreEnv {
  api: Api;
  /** Persistent key-value storage (localStorage in the browser). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Epoch ms now. */
  now?: () => number;
  /** Opens a server-sent events stream (EventSource in the browser); null disables live push. */
  openEventSource?: ((url: string) => EventSourceLike) | null;
  /** Timers, injectable for tests. */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  log?: Pick<Console, 'warn' | 'error'>;
}

export interface EventSourceLike {
  addEventListener(type: 'draw', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}

/** Retry delay of failed lottery-list and draw calls (specification section 8). */
export const RETRY_DELAY_MS = 3000;
