import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatBeijingIso } from '@cp/shared/domain';
import type { DrawInfo } from '@cp/shared/domain';
import type { SseLimits } from '../../config';
import { AppError } from '../../lib/errors';
import { SseClient, frameOf } from './live/client';
import type { Frame } from './live/client';
import type { FeedRow } from './live/outboxReader';
import { HEARTBEAT_FRAME, eventFrame, openingFrame, parseLastEventId, readyFrame, resetFrame } from './live/frames';
import type { ResetReason } from './live/frames';
import { ReplayRing } from './live/ring';
import type { CachedDraw } from './types';

/** The reconnection delay a stream asks for: RETRY_MS plus up to RETRY_JITTER_MS, so clients of a dead process do not all return at once. */
export const RETRY_MS = 2000;
export const RETRY_JITTER_MS = 3000;

/** An event's data without the server time (added when it is sent). */
export type LiveInfo = Omit<DrawInfo, 'serverTime'>;

/** A draw kept for the stream; its event data is built when first sent (a backfill with no client costs nothing). */
interface LiveEntry {
  id: number;
  draw: CachedDraw;
  info?: LiveInfo | null;
}

export interface DrawEventsDeps {
  limits: SseLimits;
  now: () => number;
  /** The draw/info object of a draw as of when it was the latest (null: not a lottery of the catalogue). */
  describe: (draw: CachedDraw) => LiveInfo | null;
  /** Reads the draws committed (by any process) that this one has not taken yet; resolves when taken. */
  catchUp: () => Promise<void>;
  log: { warn(obj: object, msg?: string): void };
  random?: () => number;
}

export interface DrawEventsStats {
  clients: number;
  /** Clients disconnected for falling more than SSE_MAX_BUFFER_BYTES behind. */
  dropped: number;
  /** The most bytes one stream has had waiting unsent. */
  maxBufferedBytes: number;
  /** The id of the last event published. */
  head: number;
}

export const tooManyConnections = () =>
  new AppError(429, 'TOO_MANY_CONNECTIONS', '连接过多：同一地址打开的实时推送已达上限，请关闭多余的页面后重试');

/**
 * Server-sent events of new draws (API.md "Live draws"). The live feed hands every draw written
 * by any process to `publish`, in commit order, and each subscribed client gets one `event: draw`
 * per draw with the outbox id as `id:`. The last SSE_REPLAY_WINDOW events are kept, so a client
 * that reconnects with `Last-Event-ID` is sent exactly what it missed, or `event: reset` when that
 * is no longer known. Each stream's unsent bytes are capped (then it is disconnected), and so are
 * the streams per client IP.
 */
export class DrawEvents {
  private readonly clients = new Set<SseClient>();
  private readonly perIp = new Map<string, number>();
  private readonly ring: ReplayRing<LiveEntry>;
  private head = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private closed = false;
  private dropped = 0;
  private maxBuffered = 0;

  constructor(private readonly deps: DrawEventsDeps) {
    this.ring = new ReplayRing(deps.limits.replayWindow);
  }

  get size(): number {
    return this.clients.size;
  }

  get stats(): DrawEventsStats {
    return { clients: this.clients.size, dropped: this.dropped, maxBufferedBytes: this.maxBuffered, head: this.head };
  }

  /** The feed starts after `head`, with the recent draws (after `floor`) for replay. */
  started(head: number, recent: FeedRow[], floor: number): void {
    this.ring.reset(
      recent.map((r) => ({ id: r.id, draw: r.draw })),
      floor,
    );
    this.head = head;
  }

  /**
   * Keeps the draws for replay and sends each to the clients subscribed to its lottery; then a
   * reset (HISTORY_CHANGED) to the clients of `rewritten`, lotteries whose history changed before
   * their latest draw (what was derived from it, like a trend table, must be reloaded).
   */
  publish(batch: FeedRow[], rewritten: readonly string[] = []): void {
    if (batch.length === 0) return;
    const entries: LiveEntry[] = batch.map((r) => ({ id: r.id, draw: r.draw }));
    this.ring.push(entries);
    this.head = Math.max(this.head, batch[batch.length - 1].id);
    if (this.clients.size === 0) return;
    const serverTime = formatBeijingIso(this.deps.now());
    const frames: Array<Frame | null | undefined> = [];
    const frameAt = (i: number) => {
      if (frames[i] === undefined) {
        const text = this.frameOf(entries[i], serverTime);
        frames[i] = text === null ? null : frameOf(text);
      }
      return frames[i];
    };
    for (const client of this.clients) {
      let count = 0;
      for (const e of entries) if (e.id > client.cursor && client.wants(e.draw.code)) count += 1;
      const tooMany = count > this.deps.limits.replayWindow;
      if (tooMany) {
        client.send(frameOf(resetFrame(this.head, 'TOO_MANY_EVENTS')));
      } else if (count > 0) {
        for (let i = 0; i < entries.length; i++) {
          const e = entries[i];
          if (e.id <= client.cursor || !client.wants(e.draw.code)) continue;
          const frame = frameAt(i);
          if (frame && !client.send(frame)) break;
        }
      }
      if (!tooMany && rewritten.some((code) => client.wants(code)))
        client.send(frameOf(resetFrame(this.head, 'HISTORY_CHANGED')));
      client.cursor = Math.max(client.cursor, this.head);
      this.track(client);
    }
  }

  /**
   * Opens a stream for `codes` (null: every lottery). Refuses with 429 past SSE_MAX_PER_IP streams
   * of the client's IP. Reads the outbox up to now first; with a `lastEventId` it then replays the
   * draws after it (or sends a reset); then `event: ready` with the newest id, then every new draw.
   */
  async subscribe(
    request: FastifyRequest,
    reply: FastifyReply,
    codes: ReadonlySet<string> | null,
    lastEventId: string | undefined,
  ): Promise<void> {
    if (this.closed) throw shuttingDown();
    const ip = request.ip;
    const open = this.perIp.get(ip) ?? 0;
    if (open >= this.deps.limits.maxPerIp) throw tooManyConnections();
    this.perIp.set(ip, open + 1);
    const raw = reply.raw;
    let client: SseClient | null = null;
    let gone = false;
    raw.once('close', () => {
      gone = true;
      this.release(ip);
      if (client) this.clients.delete(client);
      if (this.clients.size === 0) this.stopHeartbeat();
    });
    const cursor = parseLastEventId(lastEventId);
    // Start from the newest draw committed now, even one this process has not read yet (its notice
    // is on the way), and know an id another process has sent already. Concurrent openings share
    // one read of the outbox.
    await this.deps.catchUp();
    if (gone) {
      reply.hijack();
      return;
    }
    if (this.closed) throw shuttingDown();
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const c = new SseClient(raw, codes, ip, this.deps.limits.maxBufferBytes, (who, buffered) =>
      this.overflow(who, buffered),
    );
    client = c;
    const random = this.deps.random ?? Math.random;
    c.send(frameOf(openingFrame(RETRY_MS + Math.floor(random() * RETRY_JITTER_MS))));
    this.replay(c, cursor);
    c.send(frameOf(readyFrame(this.head)));
    c.cursor = this.head;
    this.track(c);
    if (!c.open) return;
    this.clients.add(c);
    this.heartbeat ??= setInterval(() => this.beat(), this.deps.limits.heartbeatSeconds * 1000).unref();
  }

  /** Ends every stream (the app is closing); new ones are refused. */
  close(): void {
    this.closed = true;
    this.stopHeartbeat();
    for (const c of this.clients) c.end();
    this.clients.clear();
  }

  private replay(client: SseClient, cursor: number | 'invalid' | undefined): void {
    if (cursor === undefined) return;
    const reset = (reason: ResetReason) => client.send(frameOf(resetFrame(this.head, reason)));
    if (cursor === 'invalid' || cursor > this.head) return void reset('UNKNOWN_EVENT_ID');
    const missed = this.ring.after(cursor);
    if (missed === null) return void reset('TOO_FAR_BEHIND');
    const serverTime = formatBeijingIso(this.deps.now());
    for (const e of missed) {
      if (!client.wants(e.draw.code)) continue;
      const text = this.frameOf(e, serverTime);
      if (text !== null && !client.send(frameOf(text))) return;
    }
  }

  /** The `event: draw` of an entry (null for a lottery outside the catalogue). */
  private frameOf(e: LiveEntry, serverTime: string): string | null {
    if (e.info === undefined) e.info = this.deps.describe(e.draw);
    return e.info === null ? null : eventFrame('draw', e.id, { ...e.info, serverTime });
  }

  private beat(): void {
    const frame = frameOf(HEARTBEAT_FRAME);
    for (const c of this.clients) {
      c.send(frame);
      this.track(c);
    }
  }

  private track(client: SseClient): void {
    if (client.open) this.maxBuffered = Math.max(this.maxBuffered, client.buffered);
  }

  private overflow(client: SseClient, buffered: number): void {
    this.dropped += 1;
    this.clients.delete(client);
    this.deps.log.warn(
      { ip: client.ip, buffered, limit: this.deps.limits.maxBufferBytes },
      'live draws: a client fell too far behind and was disconnected',
    );
  }

  private release(ip: string): void {
    const n = (this.perIp.get(ip) ?? 1) - 1;
    if (n > 0) this.perIp.set(ip, n);
    else this.perIp.delete(ip);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

const shuttingDown = () => new AppError(503, 'SHUTTING_DOWN', '服务器正在重启，请稍后重试');
