import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DrawCache } from './cache';
import type { DrawService } from './service';

const HEARTBEAT_MS = 15_000;

/**
 * Server-sent events of new draws. A client subscribes to some codes (or all) and receives
 * `event: draw` with the same object as GET draw/info/{code} each time a lottery's latest
 * draw changes. Every process hears every commit through PostgreSQL NOTIFY (via the cache),
 * so it does not matter which process a client is connected to.
 */
export class DrawEvents {
  private readonly clients = new Set<{ codes: Set<string> | null; reply: FastifyReply }>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    cache: DrawCache,
    private readonly service: DrawService,
  ) {
    cache.on('changed', (code) => void this.broadcast(code));
  }

  get size(): number {
    return this.clients.size;
  }

  subscribe(request: FastifyRequest, reply: FastifyReply, codes: Set<string> | null): void {
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 3000\n: connected\n\n');
    const client = { codes, reply };
    this.clients.add(client);
    this.heartbeat ??= setInterval(() => {
      for (const c of this.clients) c.reply.raw.write(': ping\n\n');
    }, HEARTBEAT_MS).unref();
    request.raw.on('close', () => {
      this.clients.delete(client);
      if (this.clients.size === 0 && this.heartbeat) {
        clearInterval(this.heartbeat);
        this.heartbeat = null;
      }
    });
  }

  private async broadcast(code: string): Promise<void> {
    const targets = [...this.clients].filter((c) => !c.codes || c.codes.has(code));
    if (targets.length === 0) return;
    const info = await this.service.info(code);
    const frame = `event: draw\nid: ${code}:${info.prePeriod?.period ?? ''}\ndata: ${JSON.stringify(info)}\n\n`;
    for (const c of targets) c.reply.raw.write(frame);
  }

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const c of this.clients) c.reply.raw.end();
    this.clients.clear();
  }
}
