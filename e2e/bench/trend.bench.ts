/**
 * Trend page benchmark (issue 4, requirement 7): the PK10 基本 view over 90 draws with all four
 * toggles on. Measured between the app's user-timing marks (cp:trend:*; the span is also recorded
 * with performance.measure), with a PerformanceObserver('longtask') inside the page, and with a
 * Chrome trace of the span for the main thread's task time and layouts:
 *   - data arrival → table and lines painted (budget 100 ms of main-thread time)
 *   - switching a toggle, switching a view (budget 50 ms); the views the page keeps mounted
 *     (basic ↔ daxiao) and, apart, views shown for the first time (their tables built while idle)
 *   - appending a live draw (budget 16 ms), with the page at the top and with the new row on screen:
 *     from the draw reaching the page's store (before any table is extended) to the row painted
 *   - appending chunks while scrolling (layouts per chunk: no thrash)
 *   - for reference, what the browser alone spends on this page, with no script of the app: a
 *     copy of the table's last row appended, and one period text changed (then undone), each
 *     from the change to the frame painted, measured like the rest
 * The end of a span is awaited with a PerformanceObserver in the page, never by polling it (a
 * requestAnimationFrame poll adds its own work to the frames measured).
 * Run: npx tsx e2e/bench/trend.bench.ts [site URL] [runs=5] (npm run bench lets it start its own).
 * Needs the built shell and the published mf-trend release (npm run build). Without a URL (or
 * BENCH_URL) it starts its own server (real 3D/六合彩 draws imported, 极速赛车 simulated every few
 * seconds). The site's 极速赛车 must draw every few seconds for the live figure (JISU_INTERVAL_SECONDS).
 * Prints figures; asserts nothing.
 */
import { chromium, type Page } from 'playwright-core';
import { LIVE_CODE, startRealDataServer } from '../tests/trend-realdata.setup';

const ARGS = process.argv.slice(2);
/** A site to measure; else BENCH_URL, else our own server (what npm run bench does). */
const URL_ARG = ARGS.find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL;
const RUNS = Number(ARGS.find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Sample {
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
function observeLongTasks() {
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

const median = (xs: number[]) => {
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
async function measure(
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

/**
 * In the page, without the app: makes a change to the open table's DOM (`row`: appends a copy of
 * its last body row; `text`: changes the last row's period text), marks `cp:bench:floor` before
 * and `cp:bench:floor:painted` once the frame is painted (a frame callback, then a task: the same
 * as the app's own marks). `undo` takes the change back afterwards (not measured).
 */
function browserOnly([kind, undo]: readonly ['row' | 'text', boolean]): void {
  const chunk = [...document.querySelectorAll('[data-testid="trend-body"] > .ck')].pop();
  const last = chunk?.lastElementChild;
  if (!chunk || !last) throw new Error('no body row');
  const period = last.firstElementChild!.firstChild as Text;
  if (undo) {
    if (kind === 'row') last.remove();
    else period.nodeValue = period.nodeValue!.slice(0, -1);
    return;
  }
  performance.mark('cp:bench:floor');
  if (kind === 'row') chunk.appendChild(last.cloneNode(true));
  else period.nodeValue += '*';
  requestAnimationFrame(() => setTimeout(() => performance.mark('cp:bench:floor:painted'), 0));
}

async function browserFloor(page: Page, kind: 'row' | 'text'): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < RUNS; i++) {
    samples.push(
      await measure(page, 'cp:bench:floor', 'cp:bench:floor:painted', () =>
        page.evaluate(browserOnly, [kind, false] as const),
      ),
    );
    await page.evaluate(browserOnly, [kind, true] as const);
    await page.waitForTimeout(100);
  }
  return samples;
}

function report(label: string, budget: string, samples: Sample[]) {
  const f = (n: number) => n.toFixed(1).padStart(6);
  const m = (k: keyof Sample) => median(samples.map((x) => x[k]));
  console.log(
    `${label.padEnd(36)} main-thread ${f(m('main'))} ms (cpu ${f(m('cpu'))})   wall ${f(m('wall'))} ms   longest task ${f(m('longest'))} ms   long tasks ${f(m('longTasks'))} ms   layouts ${m('layouts')}   (median of ${samples.length}; budget ${budget})`,
  );
}

async function main() {
  const server = URL_ARG
    ? { url: URL_ARG.replace(/\/$/, ''), liveUrl: URL_ARG.replace(/\/$/, ''), stop: async () => undefined }
    : await startRealDataServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript(observeLongTasks);
    await page.goto(`${server.liveUrl}/lottery/trend/${LIVE_CODE}`);
    await page.getByTestId('trend-table').waitFor();
    await page.waitForLoadState('networkidle');

    const toggle = (name: string) => page.getByTestId(`trend-toggle-${name}`).click();
    await toggle('presentLineMissingLayer'); // now all four are on

    const load: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      await measure(page, 'cp:trend:data', 'cp:trend:painted', () => page.getByTestId('trend-range-60').click());
      load.push(
        await measure(page, 'cp:trend:data', 'cp:trend:painted', () => page.getByTestId('trend-range-90').click()),
      );
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // the idle prefetch of the other views

    const toggles: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const name of ['presentMissing', 'presentLine', 'presentLineMissingLayer', 'presentLineDivided']) {
        toggles.push(await measure(page, 'cp:trend:toggle', 'cp:trend:toggle:painted', () => toggle(name)));
        await measure(page, 'cp:trend:toggle', 'cp:trend:toggle:painted', () => toggle(name));
      }
    }

    const views: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      views.push(
        await measure(page, 'cp:trend:view', 'cp:trend:view:painted', () =>
          page.getByTestId('trend-view-daxiao').click(),
        ),
      );
      views.push(
        await measure(page, 'cp:trend:view', 'cp:trend:view:painted', () =>
          page.getByTestId('trend-view-basic').click(),
        ),
      );
    }

    // The two views above are kept mounted after their first visit. The other views' tables are
    // built while the browser is idle (TableSlots' prepared tables), so a view shown for the first
    // time some seconds after the page settled shows a table already built; measured apart. (A
    // view shown before its idle build builds it in its frame, like a first visit of the previous
    // build: see the README.)
    const firstVisits: Sample[] = [];
    for (const id of ['danshuang', 'guanYaHe', 'longHu', 'distribution', 'dingwei', 'basic']) {
      const sample = await measure(page, 'cp:trend:view', 'cp:trend:view:painted', () =>
        page.getByTestId(`trend-view-${id}`).click(),
      );
      if (id !== 'basic') firstVisits.push(sample);
    }

    const chunks: Sample[] = [];
    for (let i = 0; i < 2; i++) {
      chunks.push(
        await measure(page, 'cp:trend:chunk', 'cp:trend:chunk:painted', () =>
          page.getByTestId('trend-stat-now').scrollIntoViewIfNeeded(),
        ),
      );
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    const live: Sample[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      live.push(await measure(page, 'cp:trend:live', 'cp:trend:live:painted', async () => undefined, 60_000));
    }
    // The same with the bottom of the table (where the new row lands) on screen.
    await page.getByTestId('trend-stat-biggestMissing').scrollIntoViewIfNeeded();
    const liveInView: Sample[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      liveInView.push(await measure(page, 'cp:trend:live', 'cp:trend:live:painted', async () => undefined, 60_000));
    }

    const floorRowInView = await browserFloor(page, 'row');
    const floorTextInView = await browserFloor(page, 'text');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const floorRow = await browserFloor(page, 'row');

    console.log(
      `trend page benchmark — ${LIVE_CODE} 基本走势, 近90期, 遗漏 + 折线 + 遗漏分层 + 分隔线 on (Chromium, 1366×900)`,
    );
    report('data arrival → table + lines painted', '100 ms', load);
    report('toggle switch → painted', '50 ms', toggles);
    report('view switch → painted', '50 ms', views);
    report('  first visit (built while idle)', '50 ms', firstVisits);
    report('live draw → row appended, painted', '16 ms', live);
    report('  with the new row on screen', '16 ms', liveInView);
    report('chunk of 30 rows appended', 'no thrash', chunks);
    console.log('for reference — the browser alone, no script of the app (what any change to this table costs):');
    report('  a copy of the last row appended', '-', floorRow);
    report('    with the new row on screen', '-', floorRowInView);
    report('  one period text changed, on screen', '-', floorTextInView);
    const ratio = (a: Sample[], b: Sample[]) =>
      (median(a.map((x) => x.main)) / median(b.map((x) => x.main))).toFixed(2);
    console.log(
      `live draw ÷ browser-only row copy: ${ratio(live, floorRow)} (page at the top), ${ratio(liveInView, floorRowInView)} (row on screen)`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
