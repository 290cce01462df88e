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
  private listeners: Array<{ type: string; listener: Listener }> = [];

  constructor(readonly url: string) {}

  addEventListener(type: 'draw' | 'reset', listener: Listener): void {
    this.listeners.push({ type, listener });
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers a draw event: `data` as JSON, or as it is when a string (a malformed push). */
  push(data: unknown): void {
    this.emit('draw', data);
  }

  /** Delivers an event of `type` (`data` as JSON, or as it is when a string). */
  emit(type: string, data: unknown = {}): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.listeners.filter((l) => l.type === type).forEach((l) => l.listener({ data: text } as MessageEvent<string>));
  }
}
