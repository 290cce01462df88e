/**
 * Trend page benchmark (issue 4, requirement 7): the PK10 基本 view over 90 draws with all four
 * toggles on. Measured inside the page with the app's user-timing marks (cp:trend:*) and a
 * PerformanceObserver('longtask'), plus Chrome's own main-thread task time (CDP
 * Performance.getMetrics TaskDuration) and layout counts:
 *   - data arrival → table and lines painted (budget 100 ms of main-thread time)
 *   - switching a toggle, switching a view (budget 50 ms)
 *   - appending a live draw (budget 16 ms)
 *   - appending chunks while scrolling (layouts per chunk: no thrash)
 * Run: npx tsx e2e/bench/trend.bench.ts [runs=5]. Needs the built shell and the published
 * mf-trend release (npm run build). Starts its own server (real 3D/六合彩 draws imported, 极速赛车
 * simulated every few seconds); BENCH_URL uses a running one. Prints figures; asserts nothing.
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { LIVE_CODE, startRealDataServer } from '../tests/trend-realdata.setup';

const RUNS = Number(process.argv[2] ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Sample {
  wall: number;
  longTasks: number;
  taskMs: number;
  layouts: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

/** Observers installed before the app runs: marks and long tasks, kept on window. */
function observe() {
  const w = window as unknown as { __cp: { marks: { name: string; t: number }[]; long: { t: number; d: number }[] } };
  w.__cp = { marks: [], long: [] };
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => w.__cp.marks.push({ name: e.name, t: e.startTime })),
  ).observe({ type: 'mark', buffered: true });
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => w.__cp.long.push({ t: e.startTime, d: e.duration })),
  ).observe({ type: 'longtask', buffered: true });
}

async function metrics(cdp: CDPSession): Promise<{ task: number; layouts: number }> {
  const { metrics: m } = await cdp.send('Performance.getMetrics');
  const get = (n: string) => m.find((x) => x.name === n)?.value ?? 0;
  return { task: get('TaskDuration') * 1000, layouts: get('LayoutCount') };
}

const markCount = (page: Page, name: string) =>
  page.evaluate(
    (n) => (window as never as { __cp: { marks: { name: string }[] } }).__cp.marks.filter((m) => m.name === n).length,
    name,
  );

/**
 * Runs `trigger`, waits for a new `end` mark, and measures from the last `start` mark before it:
 * wall time between the marks, long-task time inside that span, and the main-thread task time
 * and layouts Chrome counted from the trigger to the end.
 */
async function measure(
  page: Page,
  cdp: CDPSession,
  start: string,
  end: string,
  trigger: () => Promise<unknown>,
  timeout = 20_000,
): Promise<Sample> {
  const seen = await markCount(page, end);
  const before = await metrics(cdp);
  await trigger();
  await page.waitForFunction(
    ([n, c]) =>
      (window as never as { __cp: { marks: { name: string }[] } }).__cp.marks.filter((m) => m.name === n).length > c,
    [end, seen] as const,
    { timeout },
  );
  const after = await metrics(cdp);
  const span = await page.evaluate(
    ([s, e]) => {
      const cp = (
        window as never as { __cp: { marks: { name: string; t: number }[]; long: { t: number; d: number }[] } }
      ).__cp;
      const endMark = cp.marks.filter((m) => m.name === e).pop()!;
      const startMark = cp.marks.filter((m) => m.name === s && m.t <= endMark.t).pop()!;
      const long = cp.long
        .filter((l) => l.t + l.d > startMark.t && l.t < endMark.t)
        .reduce((a, l) => a + Math.min(l.t + l.d, endMark.t) - Math.max(l.t, startMark.t), 0);
      return { wall: endMark.t - startMark.t, long };
    },
    [start, end] as const,
  );
  return {
    wall: span.wall,
    longTasks: span.long,
    taskMs: after.task - before.task,
    layouts: after.layouts - before.layouts,
  };
}

function report(label: string, budget: string, samples: Sample[]) {
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${label.padEnd(34)} wall ${f(median(samples.map((s) => s.wall)))} ms   main-thread ${f(median(samples.map((s) => s.taskMs)))} ms   long tasks ${f(median(samples.map((s) => s.longTasks)))} ms   layouts ${median(samples.map((s) => s.layouts))}   (median of ${samples.length}; budget ${budget})`,
  );
}

async function main() {
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => undefined }
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
    await page.addInitScript(observe);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${server.url}/lottery/trend/${LIVE_CODE}`);
    await page.getByTestId('trend-table').waitFor();
    await page.waitForLoadState('networkidle');

    const toggle = (name: string) => page.getByTestId(`trend-toggle-${name}`).click();
    await toggle('presentLineMissingLayer'); // now all four are on

    const load: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      await measure(page, cdp, 'cp:trend:data', 'cp:trend:painted', () => page.getByTestId('trend-range-60').click());
      load.push(
        await measure(page, cdp, 'cp:trend:data', 'cp:trend:painted', () => page.getByTestId('trend-range-90').click()),
      );
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // the idle prefetch of the other views

    const toggles: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const name of ['presentMissing', 'presentLine', 'presentLineMissingLayer', 'presentLineDivided']) {
        toggles.push(await measure(page, cdp, 'cp:trend:toggle', 'cp:trend:toggle:painted', () => toggle(name)));
        await measure(page, cdp, 'cp:trend:toggle', 'cp:trend:toggle:painted', () => toggle(name));
      }
    }

    const views: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      views.push(
        await measure(page, cdp, 'cp:trend:view', 'cp:trend:view:painted', () =>
          page.getByTestId('trend-view-daxiao').click(),
        ),
      );
      views.push(
        await measure(page, cdp, 'cp:trend:view', 'cp:trend:view:painted', () =>
          page.getByTestId('trend-view-basic').click(),
        ),
      );
    }

    const chunks: Sample[] = [];
    for (let i = 0; i < 2; i++) {
      chunks.push(
        await measure(page, cdp, 'cp:trend:chunk', 'cp:trend:chunk:painted', () =>
          page.getByTestId('trend-stat-now').scrollIntoViewIfNeeded(),
        ),
      );
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    const live: Sample[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      live.push(await measure(page, cdp, 'cp:trend:live', 'cp:trend:live:painted', async () => undefined, 60_000));
    }

    console.log(
      `trend page benchmark — ${LIVE_CODE} 基本走势, 近90期, 遗漏 + 折线 + 遗漏分层 + 分隔线 on (Chromium, 1366×900)`,
    );
    report('data arrival → table + lines painted', '100 ms', load);
    report('toggle switch → painted', '50 ms', toggles);
    report('view switch → painted', '50 ms', views);
    report('live draw → row appended, painted', '16 ms', live);
    report('chunk of 30 rows appended', 'no thrash', chunks);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
