import { EventEmitter } from 'node:events';
import { formatBeijingIso } from '@cp/shared/domain';
import type { CachedDraw, DrawRecord } from './types';
import type { DrawRepository } from './repository';

/** Most draws kept in memory per lottery: far more than any trend window (count ≤ 5000). */
export const CACHE_LIMIT = 50_000;

export const toCached = (r: DrawRecord): CachedDraw => ({
  code: r.code,
  period: r.period,
  drawTime: formatBeijingIso(r.drawTime),
  ms: r.drawTime,
  balls: r.balls,
});

const sameBalls = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * In-memory history of every lottery, oldest first. Loaded for every lottery when the process
 * starts (`warm`), then kept current by the live feed, which hands it every draw written by any
 * process in commit order (`apply`). Trends, streaks and the latest-draw endpoints read from here
 * instead of querying per request.
 */
export class DrawCache extends EventEmitter<{ changed: [code: string, appended: CachedDraw[]] }> {
  private readonly series = new Map<string, CachedDraw[]>();
  private readonly loading = new Map<string, Promise<CachedDraw[]>>();

  constructor(private readonly repo: DrawRepository) {
    super();
    this.setMaxListeners(0);
  }

  /** Loads every given lottery (start-up), so no request and no push waits for a first load. */
  async warm(codes: readonly string[]): Promise<void> {
    for (const code of codes) await this.history(code);
  }

  /** The whole cached history of a lottery, oldest first. */
  async history(code: string): Promise<readonly CachedDraw[]> {
    const cached = this.series.get(code);
    if (cached) return cached;
    let pending = this.loading.get(code);
    if (!pending) {
      pending = this.repo.recent(code, CACHE_LIMIT).then(
        (records) => {
          const rows = records.map(toCached);
          this.series.set(code, rows);
          this.loading.delete(code);
          return rows;
        },
        (err: unknown) => {
          this.loading.delete(code);
          throw err;
        },
      );
      this.loading.set(code, pending);
    }
    return pending;
  }

  async latest(code: string): Promise<CachedDraw | null> {
    const h = await this.history(code);
    return h.length ? h[h.length - 1] : null;
  }

  /** The latest draw of a lottery already loaded (null: it has none), without waiting; undefined if not loaded. */
  loadedLatest(code: string): CachedDraw | null | undefined {
    const h = this.series.get(code);
    if (!h) return undefined;
    return h.length ? h[h.length - 1] : null;
  }

  /**
   * Takes new draws (the live feed's batch, in commit order). Draws newer than a lottery's cached
   * latest are appended (the usual case); a draw written before it (an imported history) or one
   * that differs from the cached draw of its period reloads the lottery. A lottery not loaded yet
   * is left alone: its first read loads everything. Resolves to the lotteries whose history
   * changed before their latest draw (reloaded).
   */
  async apply(draws: readonly CachedDraw[]): Promise<string[]> {
    const byCode = new Map<string, CachedDraw[]>();
    for (const d of draws) {
      const list = byCode.get(d.code);
      if (list) list.push(d);
      else byCode.set(d.code, [d]);
    }
    const rewritten: string[] = [];
    for (const [code, fresh] of byCode) {
      try {
        if ((await this.applyTo(code, fresh)) === 'reloaded') rewritten.push(code);
      } catch (err) {
        // Dropped: the next read loads it again rather than serve a history with a hole.
        this.series.delete(code);
        throw err;
      }
    }
    return rewritten;
  }

  private async applyTo(code: string, fresh: CachedDraw[]): Promise<'appended' | 'reloaded' | 'unchanged'> {
    const pending = this.loading.get(code);
    if (pending) await pending.catch(() => undefined); // a load that began before these draws may hold some of them
    const rows = this.series.get(code);
    if (!rows) return 'unchanged';
    const appended: CachedDraw[] = [];
    for (const d of fresh) {
      const last = appended[appended.length - 1] ?? rows[rows.length - 1];
      if (!last || (d.ms > last.ms && !recentPeriod(rows, appended, d.period))) {
        appended.push(d);
        continue;
      }
      const known = findPeriod(rows, d);
      if (known && sameBalls(known.balls, d.balls) && known.ms === d.ms) continue; // loaded already
      await this.reload(code);
      return 'reloaded';
    }
    if (appended.length === 0) return 'unchanged';
    rows.push(...appended);
    if (rows.length > CACHE_LIMIT) rows.splice(0, rows.length - CACHE_LIMIT);
    this.emit('changed', code, appended);
    return 'appended';
  }

  private async reload(code: string): Promise<void> {
    this.series.delete(code);
    const reloaded = await this.history(code);
    this.emit('changed', code, reloaded.slice(-1));
  }
}

/**
 * Whether `period` is among the newest cached draws: a corrected draw whose time moved later
 * than the latest is a change to a known period (reload), not a new draw (append). A corrected
 * time stays within the timetable's tolerance, so the newest few rows are enough to look at.
 */
function recentPeriod(rows: readonly CachedDraw[], appended: readonly CachedDraw[], period: string): boolean {
  if (appended.some((a) => a.period === period)) return true;
  for (let i = rows.length - 1; i >= 0 && i >= rows.length - RECENT_ROWS; i--)
    if (rows[i].period === period) return true;
  return false;
}
const RECENT_ROWS = 16;

/** The cached draw of `d`'s period, looked for among the draws at or after its time (newest first). */
function findPeriod(rows: readonly CachedDraw[], d: CachedDraw): CachedDraw | undefined {
  for (let i = rows.length - 1; i >= 0 && rows[i].ms >= d.ms; i--) if (rows[i].period === d.period) return rows[i];
  return undefined;
}
