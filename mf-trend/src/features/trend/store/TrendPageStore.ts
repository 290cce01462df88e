import { makeAutoObservable, observable } from 'mobx';
import { type DrawInfo, type Family, type TrendResponse, type TrendTypeId } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { trendsApi, type TrendsApi } from '../../../api';
import {
  DEFAULT_RANGE,
  DEFAULT_TOGGLES,
  DEFAULT_VIEW,
  readTables,
  typesOf,
  viewsFor,
  shownRowCount,
  type ToggleName,
  type TrendRange,
  type TrendTable,
  type TrendToggles,
  type TrendView,
  type ViewTab,
  type Warn,
} from '../model';
import { allTypesOf } from '../model/views';
import { ComposedTables, tabOf, type PreparedTable } from './composedTables';
import { ActivityFeed, type TrendActivity } from './activity';
import { applyChanges, LiveBacklog } from './liveBacklog';
import { watchLiveDraws } from './liveWatch';
import { HeldIdle } from './heldIdle';
import { whenIdle } from './whenIdle';

export type { TrendActivity } from './activity';

export interface TrendPageOptions {
  /** The trend endpoint (tests pass a fake). */
  api?: TrendsApi;
  idle?: (fn: () => void) => void;
  warn?: Warn;
}

/**
 * State of one trend page (one lottery): the view and tab, the window of 30/60/90 draws, the
 * four toggles, the loaded tables (one per trend type, for the current window), the chunks
 * shown, and the live draws. Components render what it exposes; it decides when to fetch.
 */
export class TrendPageStore {
  viewId = DEFAULT_VIEW;
  private tabByView: Record<string, string> = {};
  range: TrendRange = DEFAULT_RANGE;
  toggles: TrendToggles = { ...DEFAULT_TOGGLES };
  chunks = 1;
  /**
   * Rows live draws added below the window since it was loaded (shown once the window's last
   * chunk is): fewer than a chunk, as a whole chunk leaves the top when they make one (rowsToDrop).
   */
  liveRows = 0;
  readonly tables = observable.map<string, TrendTable>({}, { deep: false });
  /** The request of the current window's missing types: only the latest one's answer is taken. */
  readonly request = new LatestRequest({ errorMessage: '走势数据加载失败' });
  private readonly composed = new ComposedTables();
  /** Live draws the loaded tables of other views have not taken yet (an ES private: not observed). */
  readonly #backlog = new LiveBacklog();
  readonly #activity = new ActivityFeed();
  private readonly api: TrendsApi;
  private readonly idle: (fn: () => void) => void;
  /** Idle work, held back (holdIdleWork) until the page is on screen. */
  readonly #idleGate: HeldIdle;
  private readonly warn: Warn;

  constructor(
    private readonly root: RootStore,
    readonly code: string,
    options: TrendPageOptions = {},
  ) {
    this.api = options.api ?? trendsApi();
    this.#idleGate = new HeldIdle(options.idle ?? whenIdle);
    this.idle = this.#idleGate.run;
    this.warn = options.warn ?? ((m, d) => console.warn(m, d));
    makeAutoObservable<TrendPageStore, 'root' | 'composed' | 'api' | 'idle' | 'warn'>(
      this,
      { root: false, composed: false, api: false, idle: false, warn: false, tables: false, request: false },
      { autoBind: true },
    );
  }

  /** True while the current window's missing types are being fetched. */
  get loading(): boolean {
    return this.request.loading;
  }

  /** The message of the failed request of the current window, if it failed. */
  get error(): string | null {
    return this.request.error;
  }

  /** Tells `listener` what the page does (TrendActivity); returns the function that stops. */
  onActivity(listener: (activity: TrendActivity) => void): () => void {
    return this.#activity.listen(listener);
  }

  private announce(activity: TrendActivity): void {
    this.#activity.announce(activity);
  }

  get lottery() {
    return this.root.lotteries.find(this.code);
  }

  get name(): string {
    return this.lottery?.name ?? this.code;
  }

  get group(): Family | undefined {
    return this.lottery?.group;
  }

  /** True once the catalogue is loaded and does not know the code. */
  get notFound(): boolean {
    return this.root.lotteries.loaded && !this.lottery;
  }

  get views(): TrendView[] {
    return this.group ? viewsFor(this.group) : [];
  }

  get view(): TrendView | undefined {
    return (
      this.views.find((v) => v.id === this.viewId) ?? this.views.find((v) => v.id === DEFAULT_VIEW) ?? this.views[0]
    );
  }

  get tab(): ViewTab | undefined {
    const v = this.view;
    return v ? tabOf(v, this.tabByView) : undefined;
  }

  /** The table of the current tab, once every type it needs is loaded for the current window. */
  get table(): TrendTable | null {
    const view = this.view;
    const tab = this.tab;
    return view && tab ? this.composed.of(this.tables, view, tab) : null;
  }

  /**
   * The other views (each in the tab it shows) with their tables for the current window, once
   * loaded: the page builds them while the browser is idle, so a first visit finds one ready.
   */
  get otherTables(): PreparedTable[] {
    return this.composed.others(this.tables, this.views, this.view, this.tabByView);
  }

  /** Rows rendered: whole chunks of the window; live rows show once its last chunk does. */
  get visibleRows(): number {
    return shownRowCount(this.table?.rows.length ?? 0, this.liveRows, this.chunks);
  }

  get hasMoreRows(): boolean {
    return this.visibleRows < (this.table?.rows.length ?? 0);
  }

  /** Regular balls that 号码分布 counts (六合彩's special number stands apart). */
  get regularBalls(): number {
    return this.group === 'hk6' ? 6 : Number.MAX_SAFE_INTEGER;
  }

  setView(id: string): void {
    if (id === this.view?.id) return;
    this.announce({ kind: 'view' });
    this.viewId = id;
    this.afterTableChange();
  }

  setTab(id: string): void {
    const v = this.view;
    if (!v || id === this.tab?.id) return;
    this.announce({ kind: 'view' });
    this.tabByView[v.id] = id;
    this.afterTableChange();
  }

  setRange(range: TrendRange): void {
    if (range === this.range) return;
    this.range = range;
    this.forgetTables();
    this.afterTableChange();
  }

  toggle(name: ToggleName): void {
    this.announce({ kind: 'toggle' });
    this.toggles = { ...this.toggles, [name]: !this.toggles[name] };
  }

  /** Appends the next chunk of rows (the statistics anchor came into view). */
  showMoreRows(): void {
    if (!this.hasMoreRows) return;
    this.announce({ kind: 'chunk' });
    this.chunks += 1;
  }

  private afterTableChange(): void {
    this.catchUpLive(); // a view shown again gets the live draws it missed
    this.chunks = 1;
    void this.load();
  }

  /**
   * A first view's store (routes/firstView.ts) loads before its page exists — on the server,
   * which never shows it, or in the browser before hydration: what it would do when idle (the
   * other views' tables) waits until releaseIdleWork(), so the page hydrates what the server drew.
   */
  holdIdleWork(): void {
    this.#idleGate.hold();
  }

  /** Schedules the idle work held back since holdIdleWork() (the page is mounted); a no-op otherwise. */
  releaseIdleWork(): void {
    this.#idleGate.release();
  }

  /** Loads the types the current tab lacks for the current window (the loading flag is on meanwhile). */
  async load(): Promise<void> {
    await this.root.lotteries.loadPublic();
    const tab = this.tab;
    if (!tab || !this.group) return;
    const missing = typesOf(tab).filter((t) => !this.tables.has(t));
    if (missing.length === 0) return;
    const range = this.range;
    let taken = false;
    const outcome = await this.request.run(
      () => this.api.trends(this.code, missing, range),
      (res) => {
        if (range !== this.range) return; // the window changed: its own request follows
        this.announce({ kind: 'answer' });
        this.takeTables(missing, res);
        taken = true;
      },
    );
    if (outcome === 'done' && taken) this.idle(() => void this.prefetch());
  }

  /** Loads, in the background, the other views' types of the current window. */
  async prefetch(): Promise<void> {
    const rest = allTypesOf(this.views).filter((t) => !this.tables.has(t));
    if (rest.length === 0 || this.loading) return;
    const range = this.range;
    await this.request.alongside(
      () => this.api.trends(this.code, rest, range),
      (res) => {
        if (range === this.range) this.takeTables(rest, res);
      },
    );
  }

  /** Builds the tables of `types` from an answer of the current window. */
  private takeTables(types: TrendTypeId[], res: TrendResponse): void {
    for (const [type, table] of readTables(this.group as Family, types, res, this.warn)) this.tables.set(type, table);
    this.#backlog.forget(types);
  }

  /**
   * Keeps the page live: applies each new draw of the DrawStore (push + poll), one after the other,
   * and reloads the window when the push stream resyncs (draws were missed). Returns the stop function.
   */
  startLive(): () => void {
    return watchLiveDraws(this.root, this.code, this.applyDraw, this.reload);
  }

  /** Drops the loaded tables and fetches the window again (what they were built from may be stale). */
  reload(): void {
    this.forgetTables();
    void this.load();
  }

  /** Forgets the loaded tables, the live draws they lack and the rows live draws added. */
  private forgetTables(): void {
    this.tables.clear();
    this.#backlog.clear();
    this.liveRows = 0;
  }

  /**
   * Applies a new latest draw: appended to the tables on screen (their statistics cover the rows;
   * rows leave the top a whole chunk at a time, model/live.ts), or a reload when it does not
   * follow the bottom row (draws were missed) — planLiveDraw decides. The other loaded tables
   * take it when idle (LiveBacklog).
   */
  applyDraw(info: DrawInfo | undefined, prev: DrawInfo | undefined): void {
    this.announce({ kind: 'drawArrived' }); // the live span starts before the tables are extended
    const shown = new Set<string>(this.tab ? typesOf(this.tab) : []);
    const before = this.table?.rows.length ?? 0;
    const { plan, caught, deferred } = this.#backlog.take(this.tables, shown, this.group, info, prev, this.range);
    applyChanges(this.tables, caught);
    if (plan.kind === 'ignore') return;
    if (plan.kind === 'reload') {
      this.reload();
      return;
    }
    applyChanges(this.tables, plan.tables);
    // A new row adds one; a chunk leaving the top (rowsToDrop) takes as many back.
    if (plan.newRow) this.liveRows = Math.max(0, this.liveRows + (this.table?.rows.length ?? 0) - before);
    if (deferred) this.#backlog.schedule(this.idle, this.catchUpLive);
    this.announce({ kind: 'drawApplied', newRow: plan.newRow });
  }

  /** Gives the tables of views not on screen the live draws they have not taken yet. */
  catchUpLive(): void {
    if (this.group) applyChanges(this.tables, this.#backlog.catchUp(this.tables, this.group, this.range));
  }
}
