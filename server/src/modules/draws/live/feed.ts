import type { Db } from '../../../db/types';
import { DRAWS_CHANNEL } from '../types';
import type { FeedRow, OutboxReader } from './outboxReader';

/** How often the feed looks for new draws without a notice (a lost NOTIFY, a database restart). */
export const FEED_POLL_MS = 2000;
/** Rows read per query; a bulk import arrives as several batches. */
export const FEED_PAGE_ROWS = 1000;

/** Where the feed hands its rows: in id order, one batch at a time (the next waits for the previous). */
export interface FeedSink {
  /**
   * The feed starts after `head`. `recent` are the last rows up to it, oldest first, and `floor`
   * the newest id before them that is not among them (0: `recent` is everything there is).
   */
  started(head: number, recent: FeedRow[], floor: number): void;
  /** New draws, in id (commit) order, each exactly once. */
  rows(batch: FeedRow[]): Promise<void>;
}

export interface DrawFeedOptions {
  /** Rows of the past handed to `started` (the replay window). */
  recent: number;
  pollMs?: number;
  pageRows?: number;
  log?: { error(obj: object, msg?: string): void; info(obj: object, msg?: string): void };
}

/**
 * Every draw written, by any process, in commit order: this process's own reader of the draw
 * outbox. It is woken by the draws NOTIFY and by a poll, reads every row after the last id it
 * handed on — so several draws committed between two wake-ups all arrive, in order, never just
 * the newest — and hands them to its sink. Unlike an outbox consumer it keeps its position in
 * memory: every process reads every row (each has its own clients to push to).
 */
export class DrawFeed {
  private head = 0;
  private chain: Promise<unknown> = Promise.resolve();
  /** A pass queued behind the running one; wake-ups meanwhile share it. */
  private queued: Promise<void> | null = null;
  private poller: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private stopped = false;
  /** Reading fails (the database is away): logged once, and once more when it works again. */
  private failing = false;
  private readonly pageRows: number;

  constructor(
    private readonly db: Db,
    private readonly reader: OutboxReader,
    private readonly sink: FeedSink,
    private readonly options: DrawFeedOptions,
  ) {
    this.pageRows = options.pageRows ?? FEED_PAGE_ROWS;
  }

  /** The id of the last row handed on. */
  get position(): number {
    return this.head;
  }

  /** Listens for notices, takes the current position and the recent rows, then polls. */
  async start(): Promise<void> {
    // A listener that comes back after its connection was lost (a database restart) heard
    // nothing meanwhile: reading from the last id handed on catches up with what was written.
    this.unlisten = await this.db.listen(
      DRAWS_CHANNEL,
      () => void this.wake(),
      () => void this.wake(),
    );
    await this.serial(async () => {
      const head = await this.reader.head();
      const rows = await this.reader.last(this.options.recent + 1, head);
      // One row more than the window was asked for: when it came, it is the floor (not held).
      const full = rows.length > this.options.recent;
      this.head = head;
      this.sink.started(head, full ? rows.slice(1) : rows, full ? rows[0].id : 0);
    });
    this.poller = setInterval(() => void this.wake(), this.options.pollMs ?? FEED_POLL_MS);
    this.poller.unref();
  }

  /**
   * Reads and hands on every row committed before this call. Resolves once they are handed on
   * (or the read failed: logged, and retried by the next notice or poll).
   */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.queued ??= this.serial(async () => {
      this.queued = null;
      await this.drain();
    });
    return this.queued;
  }

  /** Stops reading; waits for the pass under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    await this.chain;
    if (this.unlisten) await this.unlisten().catch(() => undefined);
    this.unlisten = null;
  }

  private serial(fn: () => Promise<void>): Promise<void> {
    const run = this.chain.then(fn);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const batch = await this.reader.after(this.head, this.pageRows);
        if (this.failing) this.options.log?.info({ position: this.head }, 'live draw feed: reading again');
        this.failing = false;
        if (batch.length === 0) return;
        this.head = batch[batch.length - 1].id;
        await this.sink.rows(batch);
        if (batch.length < this.pageRows) return;
      }
    } catch (err) {
      if (!this.failing)
        this.options.log?.error({ err }, 'live draw feed: reading the outbox failed; retrying at every poll');
      this.failing = true;
    }
  }
}
