/**
 * Server benchmark (npm run bench runs it; prints figures and ratios, asserts nothing):
 *  1. cold start with backfill (fresh embedded database) and warm start, to /healthz 200, and the
 *     longest /healthz wait while a cold start's outbox backlog runs;
 *  2. cpTrend server time: every trend type of one lottery per family over 90 draws, and
 *     `basic` at count 5000, through TrendService (no HTTP) and through the route (inject);
 *  3. requests per second of draw/info against a bare fastify route, same run, autocannon;
 *  4. member token server time: verify (every member request) and renew (every route change).
 * Start-up runs the compiled server (server/dist/main.js, built first when stale), as production does.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { FAMILY_ORDER, LOTTERIES, trendTypesFor } from '@cp/shared/domain';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/pglite';
import { JsonCache } from '../src/lib/jsonCache';
import { TrendService } from '../src/modules/trends/service';

const ROOT = path.resolve(__dirname, '..', '..');

interface Start {
  /** Process start to the first /healthz 200. */
  first: number;
  /** Longest wait of a /healthz request in the `watchMs` after that (asked one at a time, 100 ms apart). */
  longest: number;
  /** How many of those requests waited more than 250 ms, of how many. */
  slow: number;
  asked: number;
}

/**
 * Starts the compiled server on `dataDir` and asks /healthz one request at a time: the time to the
 * first 200, then for `watchMs` the longest wait (a first start's outbox backlog runs then, and a
 * batch holds requests while it runs).
 */
async function startTime(dataDir: string, port: number, watchMs = 0): Promise<Start> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', INIT_CWD: ROOT },
    stdio: 'ignore',
  });
  const healthy = async () => {
    try {
      return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
    } catch {
      return false; // not listening yet
    }
  };
  try {
    while (!(await healthy())) {
      if (performance.now() - t0 > 120_000) throw new Error('server did not become healthy in 120 s');
      await new Promise((r) => setTimeout(r, 50));
    }
    const first = performance.now() - t0;
    const waits: number[] = [];
    while (performance.now() - t0 < first + watchMs) {
      const sent = performance.now();
      if (!(await healthy())) throw new Error('server stopped answering');
      waits.push(performance.now() - sent);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { first, longest: Math.max(0, ...waits), slow: waits.filter((w) => w > 250).length, asked: waits.length };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[s.length >> 1];
}

// A collection before each measured batch, so that a batch does not pay for the garbage of the
// one before it (a 5000-row 六合彩 trend is megabytes).
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function timeCalls(n: number, f: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await f();
  gc();
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await f();
    times.push(performance.now() - t);
  }
  return median(times);
}

async function rps(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 20, duration: 8, pipelining: 1 });
  return result.requests.average;
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} cores`);

  // 1. Start-up.
  const built = spawnSync(process.execPath, ['server/scripts/build.mjs', '--if-stale'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('server build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-'));
  const cold = await startTime(dataDir, 18190, 30_000);
  const warm = await startTime(dataDir, 18190);
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log('\nStart-up to /healthz 200 (embedded PGlite, SIMULATE=all, all 22 lotteries)');
  console.log(
    `  cold start with backfill: ${(cold.first / 1000).toFixed(2)} s   warm start: ${(warm.first / 1000).toFixed(2)} s`,
  );
  console.log(
    `  the 30 s after a cold start's first answer (the outbox backlog): longest /healthz wait ${cold.longest.toFixed(0)} ms, ` +
      `${cold.slow} of ${cold.asked} over 250 ms (asked one at a time, 100 ms apart)`,
  );

  // 2. Trend server time on a backfilled app.
  const db = await openPglite();
  const config = loadConfig({ SIMULATE: 'all', DATA_DIR: os.tmpdir(), LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db, logger: false, rateLimitPerMinute: 0 });
  await app.drawEngine.catchUp(Date.now());
  // The app's own service answers a repeated request from its response cache; this one computes
  // and serialises every time (what the first request after a draw costs). Its cost cap is lifted
  // so that `basic` over 5000 draws is measured for every family (the route refuses 六合彩's and
  // 快乐十分's: TREND_TOO_LARGE, modules/trends/cost.ts).
  const uncached = new TrendService(app.catalogue, app.drawCache, app.clock, new JsonCache(0), Infinity);
  console.log('\ncpTrend server time per call, every trend type of the lottery over 90 draws (median of 200)');
  console.log('  server = computed and serialised to the response bytes, no cache (what a request after a draw costs)');
  console.log('  route = GET through fastify (inject), answered from the response cache as between two draws');
  console.log('  objects = the same trends built as row objects (the form the pages and tests read), no JSON');
  console.log('family lottery history types   server ms  route ms  objects ms  basic@5000 ms');
  for (const group of FAMILY_ORDER) {
    const lottery = LOTTERIES.find(
      (l) => l.group === group && (l.category === 'jisu' || group === 'kl8' || group === 'xy28' || group === 'others'),
    );
    if (!lottery) continue;
    const history = await app.drawCache.history(lottery.code);
    const types = trendTypesFor(group).map((t) => t.type);
    const server = await timeCalls(200, () => uncached.trendsJson(lottery.code, types, 90));
    const objects = await timeCalls(200, () => app.trends.trends(lottery.code, types, 90));
    const route = await timeCalls(200, () =>
      app.inject(`/v1/cp168/apis/cpTrend/${lottery.code}?trendTypes=${types.join(',')}&count=90`),
    );
    const basicType = types.includes('basic') ? 'basic' : 'distribution';
    const big = await timeCalls(30, () => uncached.trendsJson(lottery.code, [basicType], 5000));
    console.log(
      `${group.padEnd(6)} ${lottery.code.padEnd(7)} ${String(history.length).padStart(7)} ${String(types.length).padStart(5)} ${server.toFixed(3).padStart(11)} ${route.toFixed(3).padStart(9)} ${objects.toFixed(3).padStart(11)} ${big.toFixed(2).padStart(14)}`,
    );
  }

  // 3. Throughput: draw/info against a bare route, same process shape, same run.
  await app.listen({ port: 18191, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 1, data: { ok: true } }));
  await bare.listen({ port: 18192, host: '127.0.0.1' });
  const drawInfo = await rps('http://127.0.0.1:18191/v1/cp168/wap/draw/info/jspk10');
  const bareRps = await rps('http://127.0.0.1:18192/bare');
  console.log('\nThroughput, autocannon 20 connections × 8 s (server and load generator share the 2 cores)');
  console.log(
    `  GET draw/info/jspk10: ${Math.round(drawInfo)} req/s   bare fastify route: ${Math.round(bareRps)} req/s   ratio ${(drawInfo / bareRps).toFixed(2)}`,
  );
  await bare.close();

  // 4. Member tokens (PGlite in this process; one HMAC and one primary-key lookup per verify).
  const member = await app.members.repo.insert({
    userName: 'bench_tokens',
    passwordHash: 'none',
    phone: null,
    at: Date.now(),
  });
  const issued = await app.tokens.issue(member.id, { ip: '127.0.0.1', userAgent: 'bench' });
  let current = issued.token;
  const verify = await timeCalls(500, () => app.tokens.verify(current));
  const renew = await timeCalls(500, async () => {
    const r = await app.tokens.renew(current);
    if (r.ok) current = r.issued.token;
  });
  console.log('\nMember token server time per call (median of 500, embedded PGlite)');
  console.log(`  verify: ${verify.toFixed(3)} ms   renew: ${renew.toFixed(3)} ms   (aim: ≤ 2 ms)`);
  await app.close();
  await db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
