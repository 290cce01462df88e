/**
 * Live push benchmark (npm run bench:sse -w @cp/server; part of npm run bench): SSE_BENCH_CLIENTS
 * event streams (default 1,000) on one server process over PGlite, or on two processes sharing
 * one PostgreSQL when BENCH_DATABASE_URL is set (the apps run in this process, each with its own
 * pool and LISTEN connection; the clients run in worker threads). It then writes draws the way
 * the engine does — SSE_BENCH_ROUNDS rounds of one period of three 极速 lotteries, then one
 * catch-up of six periods — and prints, per client, how many draws arrived (missing, duplicate,
 * out of order) and the delivery latency from commit to arrival. Figures only, no assertions.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import type { Db } from '../src/db/types';
import type { Clock } from '../src/lib/clock';

const CLIENTS = Number(process.env.SSE_BENCH_CLIENTS ?? 1000);
const ROUNDS = Number(process.env.SSE_BENCH_ROUNDS ?? 20);
const WORKERS = 2;
const PORT_BASE = Number(process.env.SSE_BENCH_PORT ?? 18300);
const PG_URL = process.env.BENCH_DATABASE_URL;
const SIMULATE = 'jspk10,jsft,jsssc';

interface ClientReport {
  ids: number[];
  at: number[];
  resets: number;
  refused: number;
  errors: number;
}

const now = () => performance.timeOrigin + performance.now();
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

class BenchClock implements Clock {
  constructor(public ms: number) {}
  now(): number {
    return this.ms;
  }
}

async function openDbs(): Promise<{ dbs: Db[]; cleanup: () => Promise<void> }> {
  if (!PG_URL) {
    const db = await openPglite();
    return { dbs: [db], cleanup: () => db.close() };
  }
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(PG_URL);
  await admin.query(`CREATE SCHEMA ${schema}`);
  const dbs = [await openPostgres(PG_URL, { schema }), await openPostgres(PG_URL, { schema })];
  return {
    dbs,
    cleanup: async () => {
      for (const db of dbs) await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

function startWorkers(ports: number[], onReady: (n: number) => void): Worker[] {
  const per = Math.ceil(CLIENTS / WORKERS);
  const readyBy = new Array<number>(WORKERS).fill(0);
  return Array.from({ length: WORKERS }, (_, w) => {
    const count = Math.max(0, Math.min(per, CLIENTS - w * per));
    const worker = new Worker(path.join(__dirname, 'sseClients.worker.mjs'), {
      workerData: { ports, count, path: '/v1/cp168/apis/draw/events', offset: w },
    });
    worker.on('message', (m: { type: string; ready?: number }) => {
      if (m.type !== 'ready') return;
      readyBy[w] = m.ready ?? 0;
      onReady(readyBy.reduce((a, b) => a + b, 0));
    });
    return worker;
  });
}

function report(worker: Worker): Promise<ClientReport[]> {
  return new Promise((resolve) => {
    const onMessage = (m: { type: string; clients: ClientReport[] }) => {
      if (m.type !== 'report') return;
      worker.off('message', onMessage);
      resolve(m.clients);
    };
    worker.on('message', onMessage);
    worker.postMessage({ type: 'report' });
  });
}

async function main() {
  const { dbs, cleanup } = await openDbs();
  const clock = new BenchClock(Date.parse('2026-11-21T09:30:41+08:00'));
  const config = loadConfig({
    SIMULATE,
    DATA_DIR: os.tmpdir(),
    SSE_MAX_PER_IP: String(CLIENTS + 10),
    LOG_LEVEL: 'warn',
  });
  const apps: App[] = [];
  for (const db of dbs) apps.push(await buildApp({ config, db, clock, logger: false, rateLimitPerMinute: 0 }));
  const engine = apps[0].drawEngine;
  await engine.catchUp(clock.now());
  const ports = apps.map((_, i) => PORT_BASE + i);
  for (let i = 0; i < apps.length; i++) await apps[i].listen({ port: ports[i], host: '127.0.0.1' });
  await Promise.all(apps.map((a) => a.drawFeed.wake()));
  gc();
  const heapBefore = process.memoryUsage().heapUsed;

  console.log(
    `${CLIENTS} clients on ${apps.length} process(es) over ${PG_URL ? 'PostgreSQL' : 'PGlite'}, lotteries ${SIMULATE}`,
  );
  const t0 = now();
  let connected = 0;
  const workers = startWorkers(ports, (n) => (connected = n));
  while (connected < CLIENTS) {
    if (now() - t0 > 120_000) break;
    await sleep(50);
  }
  const connectMs = now() - t0;
  gc();
  const heapConnected = process.memoryUsage().heapUsed;
  console.log(`connected (ready received): ${connected}/${CLIENTS} in ${connectMs.toFixed(0)} ms`);
  console.log(
    `server heap for the streams: ${mb(heapConnected - heapBefore)} (${((heapConnected - heapBefore) / Math.max(1, connected) / 1024).toFixed(1)} KB per stream)`,
  );

  // Commit time of every outbox id written: each insert of the engine resolves once committed.
  const committedAt = new Map<number, number>();
  let last = apps[0].drawEvents.stats.head;
  const repo = apps[0].drawRepo;
  const insert = repo.insert.bind(repo);
  repo.insert = async (...args: Parameters<typeof insert>) => {
    const written = await insert(...args);
    const t = now();
    const r = await dbs[0].query<{ id: string }>('SELECT id FROM draw_outbox WHERE id > $1 ORDER BY id', [
      String(last),
    ]);
    for (const row of r.rows) committedAt.set(Number(row.id), t);
    if (r.rows.length) last = Number(r.rows[r.rows.length - 1].id);
    return written;
  };
  const write = async (periods: number) => {
    clock.ms += periods * 75_000;
    await engine.catchUp(clock.now());
  };
  for (let round = 0; round < ROUNDS; round++) {
    await write(1);
    await sleep(250);
  }
  await write(6);
  await sleep(3000);

  const clients = (await Promise.all(workers.map(report))).flat();
  const expected = [...committedAt.keys()].sort((a, b) => a - b);
  const latencies: number[] = [];
  let complete = 0;
  let missing = 0;
  let duplicates = 0;
  let disordered = 0;
  for (const c of clients) {
    const seen = new Set<number>();
    c.ids.forEach((id, i) => {
      if (seen.has(id)) duplicates += 1;
      if (i > 0 && id <= c.ids[i - 1]) disordered += 1;
      seen.add(id);
      const at = committedAt.get(id);
      if (at !== undefined) latencies.push(c.at[i] - at);
    });
    const lost = expected.filter((id) => !seen.has(id)).length;
    missing += lost;
    if (lost === 0) complete += 1;
  }
  latencies.sort((a, b) => a - b);
  const stats = apps.map((a) => a.drawEvents.stats);
  console.log(`draws written: ${expected.length} (${ROUNDS} rounds of one period, then one catch-up of six)`);
  console.log(`deliveries expected: ${expected.length * clients.length}, received: ${latencies.length}`);
  console.log(`clients with every draw: ${complete}/${clients.length}`);
  console.log(`missing: ${missing}, duplicates: ${duplicates}, out of order: ${disordered}`);
  console.log(
    `resets: ${clients.reduce((s, c) => s + c.resets, 0)}, refused: ${clients.reduce((s, c) => s + c.refused, 0)}, errors: ${clients.reduce((s, c) => s + c.errors, 0)}`,
  );
  if (latencies.length)
    console.log(
      `latency commit → arrival (ms): p50 ${pct(latencies, 50).toFixed(1)}, p90 ${pct(latencies, 90).toFixed(1)}, p99 ${pct(latencies, 99).toFixed(1)}, max ${latencies[latencies.length - 1].toFixed(1)}`,
    );
  stats.forEach((s, i) =>
    console.log(
      `process ${i + 1}: ${s.clients} streams, dropped ${s.dropped}, most bytes waiting in one stream ${s.maxBufferedBytes}`,
    ),
  );
  console.log(`process RSS (server and client threads): ${mb(process.memoryUsage().rss)}`);

  for (const w of workers) w.postMessage({ type: 'exit' });
  for (const a of apps) await a.close();
  await cleanup();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
