/** User-timing marks the benchmark reads (e2e/bench/trend.bench.ts). */
export interface TrendPerf {
  mark(name: string): void;
}

export const browserPerf: TrendPerf = {
  mark(name) {
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
  },
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
