import { EventEmitter } from 'node:events';
import { formatBeijingIso } from '@cp/shared/domain';
import type { CachedDraw, DrawRecord } from './types';
import type { DrawRepository } from './repository';

/** Most draws kept in memory per lottery: far more than any trend window (count ≤ 5000). */
export const CACHE_LIMIT = 50_000;

/**
 * In-memory history of every lottery, oldest first, kept current by the draw notices that
 * PostgreSQL delivers after each commit (from this process or any other). Trends, streaks and
 * the latest-draw endpoints read from here instead of querying per request.
 */
const toCached = (r: DrawRecord): CachedDraw => ({
  code: r.code,
  period: r.period,
  drawTime: formatBeijingIso(r.drawTime),
  ms: r.drawTime,
  balls: r.balls,
});

export class DrawCache extends EventEmitter<{ changed: [code: string, appended: CachedDraw[]] }> {
  private readonly series = new Map<string, CachedDraw[]>();
  private readonly loading = new Map<string, Promise<CachedDraw[]>>();
  private readonly refreshing = new Map<string, Promise<void>>();

  constructor(private readonly repo: DrawRepository) {
    super();
    this.setMaxListeners(0);
  }

  /** The whole cached history of a lottery, oldest first. */
  async history(code: string): Promise<readonly CachedDraw[]> {
    const cached = this.series.get(code);
    if (cached) return cached;
    let pending = this.loading.get(code);
    if (!pending) {
      pending = this.repo.recent(code, CACHE_LIMIT).then((records) => {
        const rows = records.map(toCached);
        this.series.set(code, rows);
        this.loading.delete(code);
        return rows;
      });
      this.loading.set(code, pending);
    }
    return pending;
  }

  async latest(code: string): Promise<CachedDraw | null> {
    const h = await this.history(code);
    return h.length ? h[h.length - 1] : null;
  }

  /**
   * Brings a lottery up to date after a notice. Draws newer than the cached latest are appended
   * (the usual case); draws written before it (an imported history) reload the lottery.
   */
  refresh(code: string, minTime: number): Promise<void> {
    // One refresh at a time per lottery, so two quick notices never append the same draws twice.
    const next = (this.refreshing.get(code) ?? Promise.resolve()).then(() => this.refreshNow(code, minTime));
    const settled = next.catch(() => undefined);
    this.refreshing.set(code, settled);
    void settled.then(() => {
      if (this.refreshing.get(code) === settled) this.refreshing.delete(code);
    });
    return next;
  }

  private async refreshNow(code: string, minTime: number): Promise<void> {
    const pending = this.loading.get(code);
    if (pending) await pending; // a load that began before this notice may have missed it
    const rows = this.series.get(code);
    if (!rows) return; // not loaded yet: the first read loads everything
    const last = rows[rows.length - 1];
    if (last && minTime < last.ms) {
      this.series.delete(code);
      const reloaded = await this.history(code);
      this.emit('changed', code, reloaded.slice(-1));
      return;
    }
    const fresh = (await this.repo.since(code, last ? last.ms : 0)).map(toCached);
    const known = new Set(rows.slice(-64).map((r) => r.period));
    const appended = fresh.filter((r) => !known.has(r.period));
    if (appended.length === 0) return;
    rows.push(...appended);
    if (rows.length > CACHE_LIMIT) rows.splice(0, rows.length - CACHE_LIMIT);
    this.emit('changed', code, appended);
  }
}
