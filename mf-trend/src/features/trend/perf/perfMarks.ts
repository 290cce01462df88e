import type { TrendActivity } from '../store/TrendPageStore';

/**
 * The benchmark's user-timing marks (e2e/bench/trend.bench.ts measures between them): a start
 * mark when something happens on the page, its `…:painted` mark once the table shows it.
 */
export const MARK = {
  data: 'cp:trend:data',
  painted: 'cp:trend:painted',
  toggle: 'cp:trend:toggle',
  togglePainted: 'cp:trend:toggle:painted',
  view: 'cp:trend:view',
  viewPainted: 'cp:trend:view:painted',
  live: 'cp:trend:live',
  livePainted: 'cp:trend:live:painted',
  chunk: 'cp:trend:chunk',
  chunkPainted: 'cp:trend:chunk:painted',
} as const;

/** Where the marks go: the browser's user timing, or a test's list. */
export interface TrendPerf {
  /** Sets a mark now, or at `startTime` (a `now()` taken earlier) when given. */
  mark(name: string, startTime?: number): void;
  now(): number;
}

const hasPerformance = () => typeof performance !== 'undefined' && typeof performance.mark === 'function';

export const browserPerf: TrendPerf = {
  mark(name, startTime) {
    if (hasPerformance()) performance.mark(name, startTime === undefined ? undefined : { startTime });
  },
  now: () => (hasPerformance() ? performance.now() : Date.now()),
};

/** What the painted marks wait for: the table on screen showing the current state. */
export interface PaintedState {
  readonly loading: boolean;
  readonly table: unknown;
}

/** The start and painted marks of each activity that has a span of its own. */
const SPANS: Partial<Record<TrendActivity['kind'], readonly [string, string]>> = {
  view: [MARK.view, MARK.viewPainted],
  toggle: [MARK.toggle, MARK.togglePainted],
  chunk: [MARK.chunk, MARK.chunkPainted],
  answer: [MARK.data, MARK.painted],
};

/**
 * Turns what the trend page's store does (its TrendActivity, `record`) into the benchmark's
 * marks: the start mark at once, the painted mark queued until the table on screen has painted
 * the new state (`painted`, called by the table after each paint). A live draw's span starts when
 * the draw reached the page, and only a draw that appended a row sets its start mark.
 *
 *   const marks = new TrendPerfMarks(store);
 *   useEffect(() => store.onActivity(marks.record), [store, marks]);
 *   <TrendTable onPainted={marks.painted} … />
 */
export class TrendPerfMarks {
  private pending: string[] = [];
  private drawAt = 0;

  constructor(
    private readonly page: PaintedState,
    private readonly perf: TrendPerf = browserPerf,
  ) {}

  readonly record = (activity: TrendActivity): void => {
    if (activity.kind === 'drawArrived') {
      this.drawAt = this.perf.now();
    } else if (activity.kind === 'drawApplied') {
      if (activity.newRow) this.perf.mark(MARK.live, this.drawAt);
      this.pending.push(MARK.livePainted);
    } else {
      const span = SPANS[activity.kind];
      if (!span) return;
      this.perf.mark(span[0]);
      this.pending.push(span[1]);
    }
  };

  /** The painted marks waiting for the table, taken (for tests and `painted`). */
  take(): string[] {
    const marks = this.pending;
    if (marks.length) this.pending = [];
    return marks;
  }

  /** The table on screen painted: sets the waiting marks, once it shows the current state. */
  readonly painted = (): void => {
    if (this.page.loading || !this.page.table) return;
    for (const m of this.take()) this.perf.mark(m);
  };
}
