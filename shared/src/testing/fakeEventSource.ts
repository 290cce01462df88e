import type { EventSourceLike } from '@cp/shared/stores';

/** A server-sent events stand-in: `push` delivers a `draw` event, `onopen` / `onerror` are called by the test. */
export class FakeEventSource implements EventSourceLike {
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  closed = false;
  private listeners: Array<(event: MessageEvent<string>) => void> = [];

  constructor(readonly url: string) {}

  addEventListener(_type: 'draw', listener: (event: MessageEvent<string>) => void): void {
    this.listeners.push(listener);
  }

  close(): void {
    this.closed = true;
  }

  /** Delivers a draw event: `data` as JSON, or as it is when a string (a malformed push). */
  push(data: unknown): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    this.listeners.forEach((l) => l({ data: text } as MessageEvent<string>));
  }
}
