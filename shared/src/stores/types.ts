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

/**
 * The part of an EventSource the stores use. The draw stream (API.md "Live draws") sends
 * `draw` (one per draw written, in order), `ready` (live from here) and `reset` (reload: draws
 * were missed and cannot be replayed), each with an id; the browser sends the last one back by
 * itself when it reconnects.
 */
export interface EventSourceLike {
  addEventListener(type: 'draw' | 'reset' | 'ready', listener: (event: MessageEvent<string>) => void): void;
  close(): void;
  /** 2 (CLOSED) once the browser has given up reconnecting (a refused or failed response). */
  readonly readyState: number;
  onerror: ((event: Event) => void) | null;
  onopen: ((event: Event) => void) | null;
}
