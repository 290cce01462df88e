/**
 * Trace measurement for the trend bench: a span between two user-timing marks of the page, read
 * from a Chrome trace (main-thread task time, CPU, longest task, layouts) and from the page's own
 * long-task observer; medians and the printed line.
 */
import type { Page } from 'playwright-core';

export interface Sample {
  /** Time between the start mark and the painted mark. */
  wall: number;
  /** Main-thread task time inside that span (Chrome trace: top-level tasks of the page's main thread). */
  main: number;
  /**
   * The CPU time of those tasks (the trace's thread time, clipped alike): `main` less the time the
   * thread was runnable but not running (another process had the core).
   */
  cpu: number;
  /** The longest single main-thread task inside the span. */
  longest: number;
  /** Layouts inside the span (Chrome trace). */
  layouts: number;
  /** Long-task time inside the span, from the page's own PerformanceObserver('longtask'). */
  longTasks: number;
}

/** Installed before the app runs: collects long tasks on window.__cpLong. */
export function observeLongTasks() {
  const w = globalThis as unknown as { __cpLong: { t: number; d: number }[] };
  w.__cpLong = [];
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => w.__cpLong.push({ t: e.startTime, d: e.duration })),
  ).observe({
    type: 'longtask',
    buffered: true,
  });
}

/**
 * In the page: resolves once more than `count` entries named `name` exist. A PerformanceObserver,
 * not polling: page.waitForFunction polls on every animation frame inside the page, which put
 * the benchmark's own script work (and, the first time, the compiling of Playwright's injected
 * script) into the very frames being measured.
 */
function waitForMark([name, count]: readonly [string, number]): Promise<void> {
  // No named inner functions: the bundler would wrap them in a helper the page lacks.
  return new Promise((resolve) => {
    if (performance.getEntriesByName(name).length > count) return resolve();
    const observer = new PerformanceObserver(() => {
      if (performance.getEntriesByName(name).length <= count) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'mark' });
  });
}

/** In the page: performance.measure of the last span, and the long-task time inside it. */
function pageSpan([start, end]: readonly [string, string]) {
  const e = performance.getEntriesByName(end).pop()!;
  const s = performance
    .getEntriesByName(start)
    .filter((m) => m.startTime <= e.startTime)
    .pop()!;
  performance.measure(`${start} → ${end}`, start, end);
  const long = (globalThis as unknown as { __cpLong: { t: number; d: number }[] }).__cpLong;
  return long.reduce((a, l) => a + Math.max(0, Math.min(l.t + l.d, e.startTime) - Math.max(l.t, s.startTime)), 0);
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata'];

/**
 * Runs `trigger`, waits for the next `end` mark, and reads the trace of that span: from the last
 * `start` mark before the `end` mark, the wall time, the main thread's task time (top-level
 * RunTask events of the renderer main thread, clipped to the span), the longest task and the
 * layouts. Tracing adds some overhead of its own: the figures are an upper bound.
 */
export async function measure(
  page: Page,
  start: string,
  end: string,
  trigger: () => Promise<unknown>,
  timeout = 20_000,
): Promise<Sample> {
  const browser = page.context().browser()!;
  const seen = await page.evaluate((n) => performance.getEntriesByName(n).length, end);
  await browser.startTracing(page, { categories: CATEGORIES });
  const marked = page.evaluate(waitForMark, [end, seen] as const);
  await trigger();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    marked,
    new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error(`no ${end} within ${timeout} ms`)), timeout)),
    ),
  ]).finally(() => clearTimeout(timer));
  await page.waitForTimeout(50);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = events.filter((e) => e.cat?.includes('user_timing') && (e.name === start || e.name === end));
  const endMark = marks.filter((m) => m.name === end).pop()!;
  const startMark = marks.filter((m) => m.name === start && m.ts <= endMark.ts).pop() ?? marks[0];
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === endMark.pid,
  );
  const onMain = events.filter((e) => e.pid === endMark.pid && (!main || e.tid === main.tid) && e.ph === 'X' && e.dur);
  const from = startMark.ts;
  const to = endMark.ts;
  const clip = (e: TraceEvent) => Math.max(0, Math.min(e.ts + (e.dur ?? 0), to) - Math.max(e.ts, from)) / 1000;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts < to && e.ts + (e.dur ?? 0) > from);
  const longTasks = await page.evaluate(pageSpan, [start, end] as const);
  return {
    longTasks,
    wall: (to - from) / 1000,
    main: tasks.reduce((a, e) => a + clip(e), 0),
    cpu: tasks.reduce((a, e) => a + (e.dur ? (clip(e) * (e.tdur ?? e.dur)) / e.dur : 0), 0),
    longest: tasks.reduce((a, e) => Math.max(a, clip(e)), 0),
    layouts: onMain.filter((e) => e.name === 'Layout' && e.ts >= from && e.ts <= to).length,
  };
}

export function report(label: string, budget: string, samples: Sample[]) {
  const f = (n: number) => n.toFixed(1).padStart(6);
  const m = (k: keyof Sample) => median(samples.map((x) => x[k]));
  console.log(
    `${label.padEnd(36)} main-thread ${f(m('main'))} ms (cpu ${f(m('cpu'))})   wall ${f(m('wall'))} ms   longest task ${f(m('longest'))} ms   long tasks ${f(m('longTasks'))} ms   layouts ${m('layouts')}   (median of ${samples.length}; budget ${budget})`,
  );
}
