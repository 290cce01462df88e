/**
 * Trend page benchmark (issue 4, requirement 7): the PK10 基本 view over 90 draws with all four
 * toggles on. Measured between the app's user-timing marks (cp:trend:*, set by
 * mf-trend/src/features/trend/perf/perfMarks.ts; the span is also recorded with
 * performance.measure), with a PerformanceObserver('longtask') inside the page, and with a
 * Chrome trace of the span for the main thread's task time and layouts:
 *   - data arrival → table and lines painted (budget 100 ms of main-thread time)
 *   - switching a toggle, switching a view (budget 50 ms); the views the page keeps mounted
 *     (basic ↔ daxiao) and, apart, views shown for the first time (their tables built while idle)
 *   - appending a live draw (budget 16 ms), with the page at the top and with the new row on screen:
 *     from the draw reaching the page's store (before any table is extended) to the row painted
 *   - appending chunks while scrolling (layouts per chunk: no thrash)
 *   - for reference, what the browser alone spends on this page, with no script of the app: a
 *     copy of the table's last row appended, and one period text changed (then undone), each
 *     from the change to the frame painted, measured like the rest; and a row copy right after
 *     each live draw, in the same page state (the paired ratio)
 * The end of a span is awaited with a PerformanceObserver in the page, never by polling it (a
 * requestAnimationFrame poll adds its own work to the frames measured).
 * Run: npx tsx e2e/bench/trend.bench.ts [site URL] [runs=5] (npm run bench lets it start its own).
 * Needs the built shell and the published mf-trend release (npm run build). Without a URL (or
 * BENCH_URL) it starts its own server (real 3D/六合彩 draws imported, 极速赛车 simulated every few
 * seconds). The site's 极速赛车 must draw every few seconds for the live figure (JISU_INTERVAL_SECONDS).
 * Prints figures; asserts nothing.
 */
import { chromium } from 'playwright-core';
import { launchOptions } from '../support/chromium';
import { LIVE_CODE, startRealDataServer } from '../tests/trend-realdata.setup';
import { browserFloor } from './browserOnly';
import { measure, median, observeLongTasks, report, type Sample } from './trace';

const ARGS = process.argv.slice(2);
/** A site to measure; else BENCH_URL, else our own server (what npm run bench does). */
const URL_ARG = ARGS.find((a) => /^https?:\/\//.test(a)) ?? process.env.BENCH_URL;
const RUNS = Number(ARGS.find((a) => /^\d+$/.test(a)) ?? process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? launchOptions.executablePath;
/** How long after a live draw the page is left before its paired row copy (its follow-up work done). */
const QUIET_MS = 1000;

async function main() {
  const browser = await chromium.launch({ ...launchOptions, executablePath: CHROMIUM });
  // The server only once the browser runs: a browser that cannot start leaves no server behind.
  const server = URL_ARG
    ? { url: URL_ARG.replace(/\/$/, ''), liveUrl: URL_ARG.replace(/\/$/, ''), stop: async () => undefined }
    : await startRealDataServer().catch(async (err: unknown) => {
        await browser.close();
        throw err;
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

    // Each live draw is followed by the browser-only row copy in the same page state, once the
    // app's work after the row (the charts a frame later, idle tasks) is done: side by side, so
    // the machine's drift moves both alike, without the app's later work counted in the copy.
    const live: Sample[] = [];
    const pairedFloor: Sample[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      live.push(await measure(page, 'cp:trend:live', 'cp:trend:live:painted', async () => undefined, 60_000));
      await page.waitForTimeout(QUIET_MS);
      pairedFloor.push(...(await browserFloor(page, 'row', 1)));
    }
    // The same with the bottom of the table (where the new row lands) on screen.
    await page.getByTestId('trend-stat-biggestMissing').scrollIntoViewIfNeeded();
    const liveInView: Sample[] = [];
    const pairedFloorInView: Sample[] = [];
    for (let i = 0; i < Math.min(RUNS, 3); i++) {
      liveInView.push(await measure(page, 'cp:trend:live', 'cp:trend:live:painted', async () => undefined, 60_000));
      await page.waitForTimeout(QUIET_MS);
      pairedFloorInView.push(...(await browserFloor(page, 'row', 1)));
    }

    const floorRowInView = await browserFloor(page, 'row', RUNS);
    const floorTextInView = await browserFloor(page, 'text', RUNS);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const floorRow = await browserFloor(page, 'row', RUNS);

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
    // Per draw, against the copy measured a second after it; the median of those ratios.
    const paired = (a: Sample[], b: Sample[]) => {
      const each = a.map((x, i) => x.main / b[i].main);
      return `${median(each).toFixed(2)} (${each.map((r) => r.toFixed(2)).join(', ')})`;
    };
    console.log(
      `  paired, each draw against a copy in the same state a second later: ${paired(live, pairedFloor)} (page at the top), ${paired(liveInView, pairedFloorInView)} (row on screen)`,
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
