import type { ShellApi } from '@cp/shared/api';

/** What the stores need from the outside world; tests pass fakes (@cp/shared/testing). */
export interface StoreEnv {
  /**
   * The endpoint areas the stores call; by default the shell's areas over the shared HTTP client
   * (`http` of @cp/shared/api, configured by the shell at boot).
   */
  api?: ShellApi;
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
