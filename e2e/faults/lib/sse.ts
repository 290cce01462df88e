import http from 'node:http';

/** A draw as a client received it: the event's id and what its data names. */
export interface ReceivedDraw {
  id: string | null;
  code: string;
  period: string;
}

export interface SseClientOptions {
  /** Reconnect after the stream ends, sending Last-Event-ID, as a browser's EventSource does. */
  reconnect?: boolean;
  /** Source address of the connection (a second client address on loopback: 127.0.0.2 …). */
  localAddress?: string;
}

/**
 * A server-sent-events client that follows the standard: `id:` sets the last event id, `retry:`
 * the reconnect delay, a blank line dispatches; after the stream is lost it reconnects with a
 * `Last-Event-ID` header. Records every `draw` event (its id, `code`, `prePeriod.period`).
 */
export class SseClient {
  readonly draws: ReceivedDraw[] = [];
  /** Connections opened after the first one. */
  reconnects = 0;
  /** Answers other than 200 (e.g. 503 while no node is reachable). */
  readonly refusals: number[] = [];
  lastEventId: string | null = null;
  retryMs = 3000;
  /** The delay the server asked for in its `retry:` field (null until it sent one). */
  serverRetryMs: number | null = null;
  private req: http.ClientRequest | null = null;
  private closed = false;
  private firstOpen: { resolve: () => void; reject: (err: Error) => void } | null = null;
  private timer: NodeJS.Timeout | null = null;
  connected = false;

  constructor(
    private readonly url: string,
    private readonly options: SseClientOptions = {},
  ) {}

  /** Opens the stream; resolves once the server has answered 200 and sent its first bytes. */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.firstOpen = { resolve, reject };
      this.connect();
    });
  }

  private connect(): void {
    if (this.closed) return;
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (this.lastEventId !== null) headers['last-event-id'] = this.lastEventId;
    const req = http.get(this.url, { headers, localAddress: this.options.localAddress, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        this.refusals.push(res.statusCode ?? 0);
        res.resume();
        this.lost(new Error(`HTTP ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let fields: { event: string; data: string[] } = { event: '', data: [] };
      res.on('data', (chunk: string) => {
        if (!this.connected) {
          this.connected = true;
          this.firstOpen?.resolve();
          this.firstOpen = null;
        }
        buffer += chunk;
        let nl: number;
        while ((nl = buffer.search(/\r\n|\r|\n/)) >= 0) {
          const line = buffer.slice(0, nl);
          buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
          if (line === '') {
            this.dispatch(fields.event || 'message', fields.data.join('\n'));
            fields = { event: '', data: [] };
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const name = colon < 0 ? line : line.slice(0, colon);
          let value = colon < 0 ? '' : line.slice(colon + 1);
          if (value.startsWith(' ')) value = value.slice(1);
          if (name === 'event') fields.event = value;
          else if (name === 'data') fields.data.push(value);
          else if (name === 'id' && !value.includes('\0')) this.lastEventId = value;
          else if (name === 'retry' && /^\d+$/.test(value)) this.retryMs = this.serverRetryMs = Number(value);
        }
      });
      res.on('end', () => this.lost(new Error('stream ended')));
      res.on('error', (err) => this.lost(err));
    });
    req.on('error', (err) => this.lost(err));
    this.req = req;
  }

  private dispatch(event: string, data: string): void {
    if (event !== 'draw' || data === '') return;
    try {
      const d = JSON.parse(data) as { code?: string; period?: string; prePeriod?: { period?: string } | null };
      const period = d.prePeriod?.period ?? d.period;
      if (d.code && period) this.draws.push({ id: this.lastEventId, code: d.code, period });
    } catch {
      // not JSON: not a draw this client understands
    }
  }

  private lost(err: Error): void {
    if (this.closed) return;
    const wasConnected = this.connected;
    this.connected = false;
    this.req?.destroy();
    this.req = null;
    if (!this.options.reconnect) {
      if (this.firstOpen) this.firstOpen.reject(err);
      this.firstOpen = null;
      return;
    }
    if (this.timer) return;
    // A stream that never opened is retried too (the first open waits for a reachable node).
    this.timer = setTimeout(() => {
      this.timer = null;
      if (wasConnected || this.firstOpen === null) this.reconnects += 1;
      this.connect();
    }, this.retryMs);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.req?.destroy();
    this.req = null;
  }
}

/** Opens `count` clients in batches (so the proxy's accept queue is not flooded at once). */
export async function openClients(url: string, count: number, options: SseClientOptions = {}, batch = 100) {
  const clients: SseClient[] = [];
  for (let i = 0; i < count; i += batch) {
    const some = Array.from({ length: Math.min(batch, count - i) }, () => new SseClient(url, options));
    await Promise.all(some.map((c) => c.open()));
    clients.push(...some);
  }
  return clients;
}

export interface DeliveryReport {
  clients: number;
  /** Draws every client had to receive. */
  expected: number;
  /** Clients that received each expected draw exactly once. */
  complete: number;
  /** Expected draws not received, summed over clients. */
  missing: number;
  /** Draws received more than once, summed over clients (every draw, expected or not). */
  duplicates: number;
  /** Draws of one lottery received in a period order that goes backwards, summed over clients. */
  outOfOrder: number;
  reconnects: number;
}

export function deliveryReport(
  clients: SseClient[],
  expected: Array<{ code: string; period: string }>,
): DeliveryReport {
  const want = expected.map((d) => `${d.code}/${d.period}`);
  const report: DeliveryReport = {
    clients: clients.length,
    expected: want.length,
    complete: 0,
    missing: 0,
    duplicates: 0,
    outOfOrder: 0,
    reconnects: 0,
  };
  for (const c of clients) {
    const counts = new Map<string, number>();
    const lastPeriod = new Map<string, string>();
    for (const d of c.draws) {
      const key = `${d.code}/${d.period}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      const last = lastPeriod.get(d.code);
      if (last !== undefined && d.period < last) report.outOfOrder += 1;
      lastPeriod.set(d.code, d.period);
    }
    for (const n of counts.values()) if (n > 1) report.duplicates += n - 1;
    const missing = want.filter((k) => !counts.has(k)).length;
    report.missing += missing;
    if (missing === 0 && want.every((k) => counts.get(k) === 1)) report.complete += 1;
    report.reconnects += c.reconnects;
  }
  return report;
}

/** Clients whose event ids are not all present, numeric and strictly increasing. */
export function badIds(clients: SseClient[]): number {
  return clients.filter((c) => {
    let last = -Infinity;
    for (const d of c.draws) {
      if (d.id === null || !/^\d+$/.test(d.id)) return true;
      const n = Number(d.id);
      if (n <= last) return true;
      last = n;
    }
    return false;
  }).length;
}
