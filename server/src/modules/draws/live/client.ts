import type { ServerResponse } from 'node:http';

/** A frame and its size in bytes, built once and written to many clients. */
export interface Frame {
  text: string;
  bytes: number;
}

export const frameOf = (text: string): Frame => ({ text, bytes: Buffer.byteLength(text) });

/**
 * One open event stream. Writes go through `send`, which keeps what waits unsent in memory
 * (`writableLength`: what the socket has not taken yet) under `maxBufferBytes`: a frame that
 * would go past it disconnects the client instead (it reconnects and is replayed, or reset).
 */
export class SseClient {
  /** The id of the last event this client has been given (or skipped, not being subscribed). */
  cursor = 0;
  private dropped = false;

  constructor(
    private readonly raw: ServerResponse,
    readonly codes: ReadonlySet<string> | null,
    readonly ip: string,
    private readonly maxBufferBytes: number,
    private readonly onOverflow: (client: SseClient, buffered: number) => void,
  ) {}

  wants(code: string): boolean {
    return this.codes === null || this.codes.has(code);
  }

  /** Bytes written to this stream and not yet taken by the socket. */
  get buffered(): number {
    return this.raw.writableLength;
  }

  get open(): boolean {
    return !this.dropped && !this.raw.destroyed && !this.raw.writableEnded;
  }

  /** Writes a frame; false when the client is gone or was just disconnected for falling behind. */
  send(frame: Frame): boolean {
    if (!this.open) return false;
    const buffered = this.raw.writableLength;
    if (buffered + frame.bytes > this.maxBufferBytes) {
      this.dropped = true;
      this.onOverflow(this, buffered);
      this.raw.destroy();
      return false;
    }
    this.raw.write(frame.text);
    return true;
  }

  /** Ends the stream (the server is closing). */
  end(): void {
    if (this.open) this.raw.end();
  }
}
