/**
 * Predictions benchmark (npm run bench runs it; prints figures, asserts nothing):
 *  1. one draw of every lottery with plans (20): the consumer scores each lottery's stored plan and
 *     makes and stores every plan of the next period — ms per lottery, warm (the windows in memory,
 *     as a running server) and cold (a restarted server rebuilds each window from 200 draws);
 *     target ≤ 20 ms per lottery;
 *  2. backfill: 30 days of a 75-second lottery (34,560 draws of 极速赛车) made, scored and stored
 *     as the consumer does at first start — total and per period;
 *  3. page data over that history: each page and a record computed (what the first request after
 *     a draw costs), then GET jihua/{kind}/jspk10, history and record through the app (pages and
 *     records come from the per-draw cache), median and p95 — target ≤ 5 ms.
 * Embedded PGlite in this process, or PostgreSQL with DATABASE_URL.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { generateBalls, lastSlots, nextSlot, planKindsOf, seededRandomInt } from '@cp/shared/domain';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { dropBenchDb, freshBenchDb } from './benchDb';
import type { Db } from '../src/db/types';

let now = Date.parse('2026-11-25T10:00:30+08:00');
const clock = { now: () => now };
const rnd = seededRandomInt(17);
const fmt = (ms: number) => ms.toFixed(1);
const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

async function appOn(db: Db): Promise<App> {
  const config = loadConfig({ SIMULATE: 'none', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, clock, logger: false, rateLimitPerMinute: 0 });
  await app.ready();
  return app;
}

/** Writes `count` draws of `code` due by now, 5,000 per statement (not timed). */
async function writeHistory(app: App, code: string, count: number) {
  const lottery = app.catalogue.get(code);
  const rows = lastSlots(lottery.schedule, now, count).map((s) => ({
    code,
    period: s.period,
    drawTime: s.drawTime,
    balls: generateBalls(lottery.group, rnd),
  }));
  for (let i = 0; i < rows.length; i += 5000) await app.drawRepo.insert(code, rows.slice(i, i + 5000), 'simulated');
}

/** One new draw for each lottery at its next slot after `now` (the clock moves past the latest). */
async function oneDrawEach(app: App, codes: string[]) {
  let latest = now;
  for (const code of codes) {
    const lottery = app.catalogue.get(code);
    const slot = nextSlot(lottery.schedule, now);
    latest = Math.max(latest, slot.drawTime);
    const balls = generateBalls(lottery.group, rnd);
    await app.drawRepo.insert(code, [{ code, period: slot.period, drawTime: slot.drawTime, balls }], 'ingest');
  }
  now = latest + 1000;
}

async function perDraw() {
  const db = await freshBenchDb('predictions');
  let app = await appOn(db);
  const codes = app.catalogue.list.filter((l) => planKindsOf(l.group).length > 0).map((l) => l.code);
  for (const code of codes) await writeHistory(app, code, 220);
  await app.outbox.drain();
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    await oneDrawEach(app, codes);
    const t0 = performance.now();
    await app.outbox.drain();
    warm.push((performance.now() - t0) / codes.length);
  }
  await app.close();
  const cold: number[] = [];
  for (let i = 0; i < 3; i++) {
    app = await appOn(db);
    await oneDrawEach(app, codes);
    const t0 = performance.now();
    await app.outbox.drain();
    cold.push((performance.now() - t0) / codes.length);
    await app.close();
  }
  await dropBenchDb(db);
  const median = (xs: number[]) => percentile(xs, 50);
  console.log(
    `one draw of each of ${codes.length} lotteries (score + make + store, one transaction per batch): ` +
      `warm ${fmt(median(warm))} ms per lottery (runs ${warm.map(fmt).join(', ')}), ` +
      `cold (windows rebuilt) ${fmt(median(cold))} ms per lottery — target ≤ 20 ms`,
  );
}

async function backfillAndPages() {
  const db = await freshBenchDb('predictions');
  const app = await appOn(db);
  const DRAWS = 30 * 1152;
  await writeHistory(app, 'jspk10', DRAWS);
  const t0 = performance.now();
  await app.outbox.drain();
  const ms = performance.now() - t0;
  const stored = await db.query<{ plans: number; scores: number; mb: number }>(
    `SELECT (SELECT count(*)::int FROM prediction_plans) AS plans, (SELECT count(*)::int FROM prediction_scores) AS scores,
       round((pg_total_relation_size('prediction_plans') + pg_total_relation_size('prediction_scores')) / 1048576.0, 1)::float AS mb`,
  );
  const s = stored.rows[0];
  console.log(
    `backfill of 30 days of 极速赛车 (${DRAWS.toLocaleString('en')} draws): ${(ms / 1000).toFixed(1)} s, ` +
      `${((ms * 1000) / DRAWS).toFixed(0)} µs a period; ${s.plans} plans and ${s.scores} scores stored, ${s.mb} MB with indexes`,
  );

  const urls: Array<[string, string]> = [
    ['page 两面推荐', '/v1/cp168/apis/jihua/lmTj/jspk10?method=hot'],
    ['page 专家推荐', '/v1/cp168/apis/jihua/expert/jspk10?method=balanced'],
    ['page 购彩计划', '/v1/cp168/apis/jihua/buyplan/jspk10?method=buy5'],
    ['page 杀号计划', '/v1/cp168/apis/jihua/shJh/jspk10?method=follow'],
    ['history page 100', '/v1/cp168/apis/jihua/expert/jspk10/history?page=100&size=30'],
    ['record (500 points)', '/v1/cp168/apis/jihua/expert/jspk10/record?window=100'],
    ['recommend/jihuas', '/v1/cp168/wap/recommend/jihuas'],
  ];
  const computed: Array<[string, () => Promise<unknown>]> = [
    ['两面推荐', () => app.predictions.pages.page('lmTj', 'jspk10', 'hot')],
    ['专家推荐', () => app.predictions.pages.page('expert', 'jspk10', 'balanced')],
    ['购彩计划', () => app.predictions.pages.page('buyplan', 'jspk10', 'buy5')],
    ['杀号计划', () => app.predictions.pages.page('shJh', 'jspk10', 'follow')],
    ['record', () => app.predictions.pages.record('expert', 'jspk10', 'hot', 100)],
  ];
  for (const [label, run] of computed) {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      await run();
      if (i >= 5) times.push(performance.now() - t);
    }
    console.log(
      `computed ${label.padEnd(10)} (the first request after a draw) median ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms`,
    );
  }
  for (const [label, url] of urls) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 55; i++) {
      const t = performance.now();
      const res = await app.inject(url);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (i >= 5) times.push(performance.now() - t);
      bytes = res.rawPayload.length;
    }
    console.log(
      `${label.padEnd(22)} median ${fmt(percentile(times, 50))} ms, p95 ${fmt(percentile(times, 95))} ms, ` +
        `${(bytes / 1024).toFixed(1)} KB JSON (served; pages and records from the per-draw cache) — target ≤ 5 ms`,
    );
  }
  await app.close();
  await dropBenchDb(db);
}

async function main() {
  console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
  await perDraw();
  await backfillAndPages();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
