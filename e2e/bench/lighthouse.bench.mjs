#!/usr/bin/env node
// Lighthouse on the main pages (npm run bench runs it against the production build and its own
// server; issue 19): Lighthouse 12 from npm with Debian's Chromium, the default mobile profile
// (simulated slow 4G, 4× CPU slowdown) for the phone pages and the desktop preset for the
// desktop ones, three runs a page, the median of each figure. Prints
// performance and accessibility scores, LCP, TBT, CLS and the JavaScript each page loaded.
// Nothing here is a test: it prints figures, it asserts nothing.
// Usage: node e2e/bench/lighthouse.bench.mjs [baseUrl]
//   LH_RUNS=1 (runs a page, default 3)   LH_PAGES=/m,/ (a subset)   CHROME_PATH (default: chromium)
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const runs = Math.max(1, Number(process.env.LH_RUNS) || 3);

/** The pages of issue 19, then one page of each remote that has landed features or frames. */
const PAGES = [
  '/m',
  '/',
  '/m/lottery/trend/hk6',
  '/lottery/trend/jspk10',
  '/lottery/history/fc3d',
  '/changltx',
  '/login',
  '/m/member/login',
  '/lotterybet/lotteryhome/jspk10/rank',
  '/expert/jspk10',
  '/images/liuHe',
  '/m/images/liuHe',
  '/m/lmTj/jspk10',
];
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : PAGES;

function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined; // chrome-launcher looks for one itself
  }
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * The profile of a page: the default mobile one for the phone pages (/m…); Lighthouse's desktop
 * preset for the desktop ones, which a phone never sees (the server sends a phone's browser on
 * a desktop path to /m, so the mobile profile would measure /m again).
 */
const isPhonePage = (page) => page === '/m' || page.startsWith('/m/');

/** One Lighthouse run in a fresh browser: the figures of the issue. */
async function measure(url, phone) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
      phone ? undefined : desktopConfig,
    );
    const { categories, audits } = result.lhr;
    const scripts = audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      jsCount: scripts?.requestCount ?? 0,
      landed: new URL(result.lhr.finalDisplayedUrl).pathname,
      failed: result.lhr.runtimeError?.message ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

const pad = (s, n) => String(s).padEnd(n);
const num = (x, digits = 0) => x.toFixed(digits).padStart(7);
console.log(
  `Lighthouse ${runs === 1 ? 'one run' : `median of ${runs} runs`} a page, default mobile profile ` +
    `(simulated slow 4G, 4× CPU slowdown) for /m pages, the desktop preset (40 ms, 10 Mbit/s, no CPU ` +
    `slowdown, 1350×940) for desktop pages, against ${base}. Targets (issue 19): performance ≥ 95, ` +
    `accessibility ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05.`,
);
console.log(`${pad('page', 38)}   perf   a11y  LCP ms  TBT ms     CLS  JS KB  scripts   runs (perf/a11y/LCP/TBT)`);
for (const page of pages) {
  const all = [];
  // A run Lighthouse itself spoils (NO_NAVSTART and the like: its trace, not the page) is run again, once.
  for (let i = 0, retried = false; i < runs; i++) {
    let r;
    try {
      r = await measure(base + page, isPhonePage(page));
    } catch (err) {
      r = { failed: err instanceof Error ? err.message : String(err) };
    }
    if (r.failed && !retried) {
      retried = true;
      i--;
      continue;
    }
    all.push(r);
  }
  const ok = all.filter((r) => !r.failed);
  if (ok.length === 0) {
    console.log(`${pad(page, 38)} failed: ${all[0].failed}`);
    continue;
  }
  const m = (k) => median(ok.map((r) => r[k]));
  // A phone's user agent on a desktop path is redirected by the server (to /m): say where it landed.
  const landed =
    (ok[0].landed !== page ? `   → ${ok[0].landed}` : '') + (isPhonePage(page) ? '' : '   (desktop preset)');
  const each = ok.map((r) => `${r.performance}/${r.accessibility}/${Math.round(r.lcp)}/${Math.round(r.tbt)}`).join(' ');
  console.log(
    `${pad(page, 38)}${num(m('performance'))}${num(m('accessibility'))}${num(m('lcp'))}${num(m('tbt'))}` +
      `${num(m('cls'), 3)}${num(m('jsKb'), 1)}${num(m('jsCount'))}   ${each}${landed}` +
      (ok.length < all.length
        ? `   (${all.length - ok.length} run(s) failed: ${all.find((r) => r.failed).failed})`
        : ''),
  );
}
