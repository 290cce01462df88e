import { OUTBOX_WRITE_LOCK } from '../../db/locks';
import type { Db, Queryable } from '../../db/types';
import { DRAWS_CHANNEL } from '../../modules/draws/types';

/** One new draw as an outbox consumer receives it. */
export interface OutboxRow {
  /** Outbox id: rows arrive in id order, each exactly once per consumer. */
  id: number;
  code: string;
  period: string;
  /** Epoch ms. */
  drawTime: number;
  balls: number[];
  /** 'draw': a new draw; 'correction': a draw announced before was corrected (it now has these values). */
  kind: 'draw' | 'correction';
}

/**
 * Something that must happen once for every new draw (bet settlement, prediction scoring …).
 * `handle` runs inside the transaction that also records the consumer's progress: do every
 * write through `tx` (never through the app's db, which with PGlite would wait on this very
 * transaction) and throw to roll the whole batch back; it is retried later, never skipped.
 */
export interface OutboxConsumer {
  /** Stable name: the consumer's progress is kept under it (outbox_consumers.consumer). */
  name: string;
  handle(tx: Queryable, rows: readonly OutboxRow[]): Promise<void>;
  /**
   * Rows per transaction (default 100). A batch holds PGlite, and so every request, until it
   * commits: 100 draws keep that to ~0.15-0.3 s at a first start's backlog, where 500 held
   * requests up to 1.3 s and the backlog ended no sooner (docs/performance.md, 2026-12-07).
   */
  batchSize?: number;
  /**
   * Where a consumer seen for the first time starts: every draw ever written ('beginning', the
   * default) or only draws written from now on ('latest'). Ignored once it has a position.
   */
  startFrom?: 'beginning' | 'latest';
}

export interface OutboxRunnerOptions {
  /** How often every consumer looks for rows even without a notice (default 5 s). */
  pollMs?: number;
  /** First retry delay after a failed batch; doubles per failure up to retryMaxMs (defaults 1 s, 60 s). */
  retryBaseMs?: number;
  retryMaxMs?: number;
  log?: { error(obj: object, msg?: string): void };
}

type Pass = 'more' | 'done' | 'busy';

interface State {
  consumer: OutboxConsumer;
  ensured: boolean;
  failures: number;
  /** Serialises this process's passes of the consumer (the loop and drain()). */
  queue: Promise<unknown>;
  loop: Promise<void> | null;
  again: boolean;
  retryTimer: NodeJS.Timeout | null;
}

interface Row {
  id: string | number;
  code: string;
  period: string;
  draw_time: Date | string | null;
  balls: number[] | null;
  kind: 'draw' | 'correction';
}

const NAME = /^[\w.:-]{1,100}$/;

/**
 * Runs the draw outbox consumers. Each pass of a consumer is one transaction: lock the
 * consumer's row in outbox_consumers (FOR UPDATE SKIP LOCKED: while one node works on a
 * consumer, the others skip it), read the next rows after its last_id in id order, hand them to
 * the consumer, and move last_id in the same transaction — so effects and progress commit or
 * roll back together, a crash or restart resumes where the last commit left off, and no row is
 * skipped or handled twice. Writers of draw_outbox hold an advisory lock until they commit
 * (DrawRepository.insert), so ids become visible in order and last_id never passes a row that
 * is still to come. Woken by the draws NOTIFY and by a poll in case a notice was missed.
 */
export class OutboxRunner {
  private readonly states = new Map<string, State>();
  private started = false;
  private stopped = false;
  private poller: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: OutboxRunnerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5000;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 60_000;
  }

  register(consumer: OutboxConsumer): void {
    if (!NAME.test(consumer.name))
      throw new Error(`outbox consumer name "${consumer.name}" is not [A-Za-z0-9_.:-]{1,100}`);
    if (this.states.has(consumer.name)) throw new Error(`outbox consumer "${consumer.name}" is registered twice`);
    const batch = consumer.batchSize ?? 100;
    if (!Number.isInteger(batch) || batch < 1) throw new Error(`outbox consumer "${consumer.name}": bad batchSize`);
    const state: State = {
      consumer,
      ensured: false,
      failures: 0,
      queue: Promise.resolve(),
      loop: null,
      again: false,
      retryTimer: null,
    };
    this.states.set(consumer.name, state);
    if (this.started) void this.watch().then(() => this.kick(state));
  }

  get consumers(): string[] {
    return [...this.states.keys()];
  }

  /** Listens for new draws, polls, and processes what is pending. Call once the app is up. */
  async start(): Promise<void> {
    if (this.started || this.stopped) return;
    this.started = true;
    if (this.states.size) await this.watch();
    this.wake();
  }

  /** Listens for the draws NOTIFY and polls, once there is a consumer to wake (no idle connection otherwise). */
  private async watch(): Promise<void> {
    if (this.poller || this.stopped) return;
    this.poller = setInterval(() => this.wake(), this.pollMs);
    this.poller.unref();
    const unlisten = await this.db.listen(DRAWS_CHANNEL, () => this.wake());
    if (this.stopped) await unlisten();
    else this.unlisten = unlisten;
  }

  /** Asks every consumer to look for rows (a consumer waiting out a retry delay keeps waiting). */
  wake(): void {
    for (const state of this.states.values()) this.kick(state);
  }

  /**
   * Processes every consumer until nothing is left (tests, tools). Rejects with the error of a
   * failing batch (which is rolled back); waits while another node holds a consumer.
   */
  async drain(): Promise<void> {
    for (;;) {
      let busy = false;
      for (const state of this.states.values()) {
        let pass: Pass;
        do pass = await this.exclusive(state);
        while (pass === 'more');
        if (pass === 'busy') busy = true;
      }
      if (!busy) return;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Stops waking consumers and waits for the batches under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poller) clearInterval(this.poller);
    this.poller = null;
    for (const state of this.states.values()) {
      if (state.retryTimer) clearTimeout(state.retryTimer);
      state.retryTimer = null;
    }
    await Promise.all([...this.states.values()].map((s) => Promise.all([s.loop, s.queue.catch(() => undefined)])));
    if (this.unlisten) await this.unlisten();
    this.unlisten = null;
  }

  private kick(state: State): void {
    if (this.stopped || state.retryTimer) return;
    if (state.loop) {
      state.again = true;
      return;
    }
    state.loop = this.run(state).finally(() => {
      state.loop = null;
    });
  }

  /** Passes until the consumer is caught up (or another node has it); on failure, schedules a retry. */
  private async run(state: State): Promise<void> {
    do {
      state.again = false;
      try {
        let pass: Pass;
        for (;;) {
          pass = await this.exclusive(state);
          if (pass !== 'more' || this.stopped) break;
          // A turn of the event loop between batches: PGlite's queries resolve without I/O, so
          // without it a backlog (a first start's) held every request until it was done.
          await new Promise((resolve) => setImmediate(resolve));
        }
        state.failures = 0;
      } catch (err) {
        state.failures += 1;
        const delay = Math.min(this.retryBaseMs * 2 ** (state.failures - 1), this.retryMaxMs);
        this.options.log?.error(
          { err, consumer: state.consumer.name, failures: state.failures, retryInMs: delay },
          'outbox consumer failed; its batch was rolled back and will be retried',
        );
        if (!this.stopped) {
          state.retryTimer = setTimeout(() => {
            state.retryTimer = null;
            this.kick(state);
          }, delay);
          state.retryTimer.unref();
        }
        return;
      }
    } while (state.again && !this.stopped);
  }

  private exclusive(state: State): Promise<Pass> {
    const next = state.queue.then(() => this.pass(state));
    state.queue = next.catch(() => undefined);
    return next;
  }

  /** One transaction: lock the consumer's position, hand it the next rows, record the new position. */
  private async pass(state: State): Promise<Pass> {
    const { consumer } = state;
    if (!state.ensured) await this.ensure(consumer);
    state.ensured = true;
    const batch = consumer.batchSize ?? 100;
    return this.db.transaction(async (tx) => {
      const position = await tx.query<{ last_id: string | number }>(
        'SELECT last_id FROM outbox_consumers WHERE consumer = $1 FOR UPDATE SKIP LOCKED',
        [consumer.name],
      );
      if (position.rows.length === 0) return 'busy';
      const r = await tx.query<Row>(
        `SELECT o.id, o.code, o.period, o.kind, d.draw_time, d.balls
         FROM draw_outbox o LEFT JOIN draws d ON d.code = o.code AND d.period = o.period
         WHERE o.id > $1 ORDER BY o.id LIMIT $2`,
        [String(position.rows[0].last_id), batch],
      );
      if (r.rows.length === 0) return 'done';
      const rows = r.rows.map(toOutboxRow);
      await consumer.handle(tx, rows);
      await tx.query('UPDATE outbox_consumers SET last_id = $2 WHERE consumer = $1', [
        consumer.name,
        String(rows[rows.length - 1].id),
      ]);
      return rows.length === batch ? 'more' : 'done';
    });
  }

  /** Gives a consumer seen for the first time its starting position. */
  private async ensure(consumer: OutboxConsumer): Promise<void> {
    const known = await this.db.query('SELECT 1 FROM outbox_consumers WHERE consumer = $1', [consumer.name]);
    if (known.rows.length) return;
    await this.db.transaction(async (tx) => {
      // 'latest' holds the writers' lock while it reads max(id): every row at or below it has
      // committed, every later one will get a larger id.
      if (consumer.startFrom === 'latest') await tx.query('SELECT pg_advisory_xact_lock($1)', [OUTBOX_WRITE_LOCK]);
      await tx.query(
        `INSERT INTO outbox_consumers (consumer, last_id)
         SELECT $1, CASE WHEN $2 THEN coalesce((SELECT max(id) FROM draw_outbox), 0) ELSE 0 END
         ON CONFLICT (consumer) DO NOTHING`,
        [consumer.name, consumer.startFrom === 'latest'],
      );
    });
  }
}

function toOutboxRow(r: Row): OutboxRow {
  // Draws are never deleted; an outbox row without its draw is a broken database, and skipping
  // it silently would break the exactly-once promise, so the batch fails instead.
  if (r.draw_time === null || r.balls === null)
    throw new Error(`outbox row ${r.id} (${r.code} ${r.period}) has no draw`);
  return {
    id: Number(r.id),
    code: r.code,
    period: r.period,
    drawTime: new Date(r.draw_time).getTime(),
    balls: r.balls.map(Number),
    kind: r.kind,
  };
}
