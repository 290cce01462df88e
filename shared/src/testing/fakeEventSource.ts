import type { EventSourceLike } from '@cp/shared/stores';

type Listener = (event: MessageEvent<string>) => void;

/**
 * A server-sent events stand-in: `push` delivers a `draw` event, `emit` any event type,
 * `onopen` / `onerror` are called by the test.
 */
export class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  /** 0 connecting, 1 open, 2 closed (the browser gave up: set it before calling onerror). */
  readyState = 0;
  private listeners: Array<{ type: string; listener: Listener }> = [];

  constructor(readonly url: string) {}

  addEventListener(type: 'draw' | 'reset' | 'ready', listener: Listener): void {
    this.listeners.push({ type, listener });
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  /** Delivers a draw event: `data` as JSON, or as it is when a string (a malformed push); `id` as its event id. */
  push(data: unknown, id = ''): void {
    this.emit('draw', data, id);
  }

  /** Delivers an event of `type` (`data` as JSON, or as it is when a string) with the event id `id`. */
  emit(type: string, data: unknown = {}, id = ''): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    const event = { data: text, lastEventId: id } as MessageEvent<string>;
    this.listeners.filter((l) => l.type === type).forEach((l) => l.listener(event));
  }
}
