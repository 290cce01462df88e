import { comparePeriods, type Family, type TrendDraw } from '@cp/shared/domain';
import type { DrawInfo } from '@cp/shared/api';
import { appendDraw, type TrendTable } from '../model';
import { planLiveDraw, type LivePlan } from './livePlan';

/** Tables to set (null: drop, it is fetched again when needed). */
export type TableChanges = [string, TrendTable | null][];

/** Sets each changed table in `tables`, or deletes it where the change is null. */
export function applyChanges(
  tables: { set(type: string, t: TrendTable): unknown; delete(type: string): unknown },
  changes: TableChanges,
): void {
  for (const [type, t] of changes) {
    if (t) tables.set(type, t);
    else tables.delete(type);
  }
}

/** What a pushed draw does: the plan for the tables on screen, and the lagging tables brought up to date first. */
export interface LiveTake {
  plan: LivePlan;
  caught: TableChanges;
  /** Tables of other views still lack the draw (catch up when idle). */
  deferred: boolean;
}

/**
 * The live draws that the loaded tables of views not on screen have not taken yet. A live draw
 * extends the tables on screen at once (that is what the player waits for) and only queues
 * itself for the other loaded types; they take the queue when the browser is idle, or at once
 * when a view needing them is shown. All tables were in step when the queue started, so each
 * lagging table takes the queued draws after its bottom row, in order.
 */
export class LiveBacklog {
  private readonly behind = new Set<string>();
  private readonly draws: TrendDraw[] = [];
  private scheduled = false;

  get size(): number {
    return this.behind.size;
  }

  has(type: string): boolean {
    return this.behind.has(type);
  }

  /** `draw` was applied to the tables on screen but not yet to these types' tables. */
  defer(types: Iterable<string>, draw: TrendDraw): void {
    for (const t of types) this.behind.add(t);
    if (this.behind.size > 0) this.draws.push(draw);
  }

  /** Runs `catchUp` through `idle` (once while one is waiting). */
  schedule(idle: (fn: () => void) => void, catchUp: () => void): void {
    if (this.scheduled) return;
    this.scheduled = true;
    idle(() => {
      this.scheduled = false;
      catchUp();
    });
  }

  /** These types have tables fetched anew (they already hold every draw up to the server's latest). */
  forget(types: Iterable<string>): void {
    for (const t of types) this.behind.delete(t);
    if (this.behind.size === 0) this.draws.length = 0;
  }

  clear(): void {
    this.behind.clear();
    this.draws.length = 0;
  }

  /**
   * A draw pushed for the lottery (`info`, after `prev`): planned (planLiveDraw) for the tables
   * of the types on screen, queued for the other loaded tables. When nothing on screen is
   * loaded, or a table on screen lags (it was not on screen at the last draws), the lagging
   * tables catch up first and every loaded table takes the draw now. Every table keeps the
   * window of `maxRows` draws and the draws since (appendDraw).
   */
  take(
    tables: ReadonlyMap<string, TrendTable>,
    shown: ReadonlySet<string>,
    group: Family | undefined,
    info: DrawInfo | undefined,
    prev: DrawInfo | undefined,
    maxRows: number,
  ): LiveTake {
    let caught: TableChanges = [];
    let working = tables;
    let now = new Map([...tables].filter(([type]) => shown.has(type)));
    if (group && (now.size === 0 || [...now.keys()].some((type) => this.behind.has(type)))) {
      caught = this.catchUp(tables, group, maxRows);
      const merged = new Map(tables);
      applyChanges(merged, caught);
      working = now = merged;
    }
    const plan = planLiveDraw(now, group, info, prev, maxRows);
    if (plan.kind === 'reload') this.clear();
    if (plan.kind !== 'apply' || !info?.prePeriod) return { plan, caught, deferred: false };
    const later = [...working.keys()].filter((type) => !now.has(type));
    this.defer(later, info.prePeriod);
    return { plan, caught, deferred: later.length > 0 };
  }

  /**
   * Brings the lagging tables up to date: each one's extended table, or null when it cannot be
   * extended locally (the caller drops it; it is fetched again when needed). Empties the backlog.
   * Each table keeps the window of `maxRows` draws and the draws since (appendDraw).
   */
  catchUp(tables: ReadonlyMap<string, TrendTable>, group: Family, maxRows: number): TableChanges {
    const out: TableChanges = [];
    if (this.behind.size === 0) return out;
    for (const type of this.behind) {
      let table: TrendTable | null = tables.get(type) ?? null;
      if (!table) continue;
      for (const draw of this.draws) {
        const last = table.rows[table.rows.length - 1];
        if (!last || comparePeriods(draw.period, last.period) < 0) continue;
        table = appendDraw(table, group, draw, maxRows);
        if (!table) break;
      }
      if (table !== tables.get(type)) out.push([type, table]);
    }
    this.clear();
    return out;
  }
}
