/** User-timing marks the benchmark reads (e2e/bench/trend.bench.ts). */
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

/** Mark names: a start mark when something happens, `…:painted` once the table shows it. */
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

/** Runs `fn` when the browser is idle (or soon, where it cannot tell). */
export function whenIdle(fn: () => void): void {
  const ric = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (ric) ric(fn, { timeout: 2000 });
  else setTimeout(fn, 200);
}
