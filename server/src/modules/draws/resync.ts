import type { Db } from '../../db/types';
import type { DrawCache } from './cache';

interface WrittenRow {
  code: string;
  period: string;
  ms: number;
}

/**
 * Catch-up after the NOTIFY connection was lost and re-established (a PostgreSQL restart): the
 * notices of draws committed meanwhile went nowhere. Every draw written has an outbox row, in
 * commit order, so the rows after the last position known to be heard are read back, and each
 * lottery with a draw its cache does not hold is refreshed as if its notice had arrived.
 */
export class NoticeResync {
  /** Outbox id up to which every draw was heard (or loaded); null before the first listen. */
  private heard: number | null = null;
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly cache: DrawCache,
  ) {}

  /** Call once listening: from here on notices arrive, so the outbox so far counts as heard. */
  async markListening(): Promise<void> {
    this.heard = await this.lastId();
  }

  /**
   * Call when listening again after a loss. Runs one at a time and never rejects: a failed
   * catch-up (the database went away again) is retried until it succeeds or stop() is called.
   */
  resync(onError: (err: unknown) => void, retryMs = 1000): Promise<void> {
    this.running = this.running.then(async () => {
      while (!this.stopped) {
        try {
          await this.catchUp();
          return;
        } catch (err) {
          onError(err);
          await new Promise((r) => setTimeout(r, retryMs));
        }
      }
    });
    return this.running;
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.running;
  }

  private async catchUp(): Promise<void> {
    const to = await this.lastId();
    const from = this.heard ?? to;
    if (to > from) {
      const rows = (
        await this.db.query<{ code: string; period: string; ms: string | number }>(
          `SELECT o.code, o.period, (extract(epoch FROM d.draw_time) * 1000)::bigint AS ms
             FROM draw_outbox o JOIN draws d ON d.code = o.code AND d.period = o.period
            WHERE o.id > $1 AND o.id <= $2`,
          [from, to],
        )
      ).rows.map((r) => ({ code: r.code, period: r.period, ms: Number(r.ms) }));
      const byCode = new Map<string, WrittenRow[]>();
      for (const r of rows) byCode.set(r.code, [...(byCode.get(r.code) ?? []), r]);
      for (const [code, written] of byCode) {
        const missing = await this.missing(code, written);
        if (missing.length) await this.cache.refresh(code, Math.min(...missing.map((r) => r.ms)));
      }
    }
    this.heard = to;
  }

  /** The written draws the cache does not hold (its history is sorted by time). */
  private async missing(code: string, written: WrittenRow[]): Promise<WrittenRow[]> {
    const history = await this.cache.history(code);
    return written.filter((w) => {
      let lo = 0;
      let hi = history.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (history[mid].ms < w.ms) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < history.length && history[i].ms === w.ms; i++)
        if (history[i].period === w.period) return false;
      return true;
    });
  }

  private async lastId(): Promise<number> {
    const r = await this.db.query<{ id: string | number | null }>('SELECT max(id) AS id FROM draw_outbox');
    return Number(r.rows[0].id ?? 0);
  }
}
