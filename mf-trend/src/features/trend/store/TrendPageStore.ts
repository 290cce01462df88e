import { makeAutoObservable, observable, reaction, runInAction } from 'mobx';
import { trendTypesFor, type Family, type TrendTypeId } from '@cp/shared/domain';
import type { DrawInfo } from '@cp/shared/api';
import type { RootStore } from '@cp/shared/stores';
import {
  DEFAULT_RANGE,
  DEFAULT_VIEW,
  readTable,
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
import { applyChanges, LiveBacklog } from './liveBacklog';
import { browserPerf, MARK, whenIdle, type TrendPerf } from './perf';

export interface TrendPageOptions {
  perf?: TrendPerf;
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
  toggles: TrendToggles = {
    presentMissing: true,
    presentLine: true,
    presentLineMissingLayer: false,
    presentLineDivided: true,
  };
  loading = false;
  error: string | null = null;
  chunks = 1;
  /** Rows appended by live draws since the window was loaded (always shown once the window is). */
  liveRows = 0;
  readonly tables = observable.map<string, TrendTable>({}, { deep: false });
  /** Marks to set once the table on screen shows the current state. */
  pendingMarks: string[] = [];
  private requestSeq = 0;
  private readonly composed = new ComposedTables();
  /** Live draws the loaded tables of other views have not taken yet (an ES private: not observed). */
  readonly #backlog = new LiveBacklog();
  private readonly perf: TrendPerf;
  private readonly idle: (fn: () => void) => void;
  private readonly warn: Warn;

  constructor(
    private readonly root: RootStore,
    readonly code: string,
    options: TrendPageOptions = {},
  ) {
    this.perf = options.perf ?? browserPerf;
    this.idle = options.idle ?? whenIdle;
    this.warn = options.warn ?? ((m, d) => console.warn(m, d));
    makeAutoObservable<TrendPageStore, 'root' | 'composed' | 'perf' | 'idle' | 'warn' | 'requestSeq'>(
      this,
      { root: false, composed: false, perf: false, idle: false, warn: false, requestSeq: false, tables: false },
      { autoBind: true },
    );
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
    this.perf.mark(MARK.view);
    this.viewId = id;
    this.afterTableChange(MARK.viewPainted);
  }

  setTab(id: string): void {
    const v = this.view;
    if (!v || id === this.tab?.id) return;
    this.perf.mark(MARK.view);
    this.tabByView[v.id] = id;
    this.afterTableChange(MARK.viewPainted);
  }

  setRange(range: TrendRange): void {
    if (range === this.range) return;
    this.range = range;
    this.tables.clear();
    this.#backlog.clear();
    this.liveRows = 0;
    this.afterTableChange(null);
  }

  toggle(name: ToggleName): void {
    this.perf.mark(MARK.toggle);
    this.toggles = { ...this.toggles, [name]: !this.toggles[name] };
    this.pendingMarks.push(MARK.togglePainted);
  }

  /** Appends the next chunk of rows (the statistics anchor came into view). */
  showMoreRows(): void {
    if (!this.hasMoreRows) return;
    this.perf.mark(MARK.chunk);
    this.chunks += 1;
    this.pendingMarks.push(MARK.chunkPainted);
  }

  /** Marks waiting for the table on screen; the table calls this after it painted. */
  takePendingMarks(): string[] {
    const marks = this.pendingMarks;
    if (marks.length) this.pendingMarks = [];
    return marks;
  }

  /** Sets the marks waiting for the table, once the table on screen shows the current state. */
  markPainted(): void {
    if (this.loading || !this.table) return;
    for (const m of this.takePendingMarks()) this.perf.mark(m);
  }

  private afterTableChange(mark: string | null): void {
    this.catchUpLive(); // a view shown again gets the live draws it missed
    this.chunks = 1;
    if (mark) this.pendingMarks.push(mark);
    void this.load();
  }

  /** Loads the types the current tab lacks for the current window (the loading flag is on meanwhile). */
  async load(): Promise<void> {
    await this.root.lotteries.loadPublic();
    const tab = this.tab;
    if (!tab || !this.group) return;
    const missing = typesOf(tab).filter((t) => !this.tables.has(t));
    if (missing.length === 0) return;
    const seq = ++this.requestSeq;
    runInAction(() => {
      this.loading = true;
      this.error = null;
    });
    const ok = await this.fetchTypes(missing, seq);
    if (seq !== this.requestSeq) return;
    runInAction(() => (this.loading = false));
    if (ok) this.idle(() => void this.prefetch());
  }

  /** Loads, in the background, the other views' types of the current window. */
  async prefetch(): Promise<void> {
    const rest = allTypesOf(this.views).filter((t) => !this.tables.has(t));
    if (rest.length === 0 || this.loading) return;
    await this.fetchTypes(rest, this.requestSeq, true);
  }

  private async fetchTypes(types: TrendTypeId[], seq: number, background = false): Promise<boolean> {
    const group = this.group as Family;
    const range = this.range;
    try {
      const res = await this.root.env.api.trends(this.code, types, range);
      if (seq !== this.requestSeq || range !== this.range) return false;
      if (!background) this.perf.mark(MARK.data);
      const specs = trendTypesFor(group);
      runInAction(() => {
        for (const type of types) {
          const spec = specs.find((s) => s.type === type);
          if (spec) this.tables.set(type, readTable(spec, res.trends?.[type], this.warn));
        }
        this.#backlog.forget(types);
        if (!background) this.pendingMarks.push(MARK.painted);
      });
      return true;
    } catch (err) {
      if (background || seq !== this.requestSeq) return false;
      runInAction(() => (this.error = err instanceof Error && err.message ? err.message : '走势数据加载失败'));
      return false;
    }
  }

  /** Keeps the page live: applies each new draw of the DrawStore (push + poll). Returns the stop function. */
  startLive(): () => void {
    const unwatch = this.root.draws.watch([this.code]);
    const stop = reaction(
      () => this.root.draws.info(this.code),
      (info, prev) => this.applyDraw(info, prev),
    );
    return () => {
      stop();
      unwatch();
    };
  }

  /**
   * Applies a new latest draw: appended to the tables on screen (which grow; their statistics cover
   * every row shown), or a reload when it does not follow the bottom row (draws were missed) —
   * planLiveDraw decides. The other loaded tables take it when idle (LiveBacklog).
   */
  applyDraw(info: DrawInfo | undefined, prev: DrawInfo | undefined): void {
    const arrived = this.perf.now(); // the live span starts before the tables are extended
    const shown = new Set<string>(this.tab ? typesOf(this.tab) : []);
    const { plan, caught, deferred } = this.#backlog.take(this.tables, shown, this.group, info, prev);
    applyChanges(this.tables, caught);
    if (plan.kind === 'ignore') return;
    if (plan.kind === 'reload') {
      this.tables.clear();
      this.liveRows = 0;
      void this.load();
      return;
    }
    if (plan.newRow) {
      this.perf.mark(MARK.live, arrived);
      this.liveRows += 1;
    }
    applyChanges(this.tables, plan.tables);
    if (deferred) this.#backlog.schedule(this.idle, this.catchUpLive);
    this.pendingMarks.push(MARK.livePainted);
  }

  /** Gives the tables of views not on screen the live draws they have not taken yet. */
  catchUpLive(): void {
    if (this.group) applyChanges(this.tables, this.#backlog.catchUp(this.tables, this.group));
  }
}
