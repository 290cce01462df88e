import pg from 'pg';
import { openSession } from './pgSession';
import type { PgSession } from './pgSession';
import type { DbLog } from './types';

interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  onResync?: () => void;
}

/** Reconnect delays: 250 ms doubling to 2 s, for as long as it takes. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 2_000;

/**
 * The one connection of a process that LISTENs, shared by every subscriber. When it is lost (the
 * server restarts, the network drops) it is re-established with back-off, every channel is
 * LISTENed again, and each subscriber's `onResync` runs: notices sent meanwhile went nowhere, so
 * subscribers catch up from the tables.
 */
export class PgListener {
  private session: PgSession | null = null;
  private listened = new Set<string>();
  private opening: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private readonly subs = new Set<Subscription>();

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly log: () => DbLog,
  ) {}

  listening(): boolean {
    return this.session !== null && this.session.alive();
  }

  async subscribe(sub: Subscription): Promise<() => Promise<void>> {
    this.subs.add(sub);
    // The first subscriber connects now, so a server that cannot listen fails at start-up; while
    // a reconnect is pending the channel is LISTENed when it succeeds.
    if (!this.session && !this.retry) {
      try {
        await this.connect();
      } catch (err) {
        this.subs.delete(sub);
        throw err;
      }
    }
    if (this.session && !this.listened.has(sub.channel)) {
      await this.session.client.query(`LISTEN ${pg.escapeIdentifier(sub.channel)}`);
      this.listened.add(sub.channel);
    }
    return async () => {
      this.subs.delete(sub);
      if (this.session && ![...this.subs].some((s) => s.channel === sub.channel)) {
        this.listened.delete(sub.channel);
        await this.session.client.query(`UNLISTEN ${pg.escapeIdentifier(sub.channel)}`).catch(() => undefined);
      }
    };
  }

  private connect(): Promise<void> {
    this.opening ??= this.open().finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  private async open(): Promise<void> {
    const session: PgSession = await openSession(this.config, (err) => this.lost(session, err));
    // Before any LISTEN: a notice parsed in the same chunk as a reply must find its handler.
    session.client.on('notification', (n) => {
      for (const s of this.subs) if (s.channel === n.channel) s.onPayload(n.payload ?? '');
    });
    const listened = new Set<string>();
    try {
      for (const channel of new Set([...this.subs].map((s) => s.channel))) {
        await session.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listened.add(channel);
      }
    } catch (err) {
      await session.close();
      throw err;
    }
    if (!session.alive()) throw new Error('PostgreSQL closed the connection while it was being set up');
    if (this.closed) {
      await session.close();
      return;
    }
    this.session = session;
    this.listened = listened;
  }

  private lost(session: PgSession, err: unknown): void {
    if (this.session !== session) return;
    this.session = null;
    this.listened = new Set();
    if (this.closed) return;
    this.log().warn({ err }, 'PostgreSQL: the LISTEN connection was lost; reconnecting');
    this.schedule();
  }

  private schedule(): void {
    if (this.retry || this.closed) return;
    const delay = Math.min(RETRY_FIRST_MS * 2 ** this.failures, RETRY_MAX_MS);
    this.retry = setTimeout(() => void this.reconnect(), delay);
    this.retry.unref();
  }

  private async reconnect(): Promise<void> {
    try {
      await this.connect();
    } catch (err) {
      this.failures += 1;
      if (this.failures === 1 || this.failures % 30 === 0)
        this.log().warn({ err, attempts: this.failures }, 'PostgreSQL: LISTEN reconnect failed; retrying');
      this.retry = null;
      this.schedule();
      return;
    }
    this.retry = null;
    if (this.closed || !this.session) return;
    this.log().info({ attempts: this.failures + 1 }, 'PostgreSQL: LISTEN connection restored');
    this.failures = 0;
    for (const s of this.subs) {
      try {
        s.onResync?.();
      } catch (err) {
        this.log().warn({ err, channel: s.channel }, 'PostgreSQL: a subscriber failed to resync');
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.opening?.catch(() => undefined);
    const session = this.session;
    this.session = null;
    await session?.close();
  }
}
