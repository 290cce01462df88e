/**
 * The soak (issue 14 item 11, in `npm run bench`, not in CI): the production shape — PostgreSQL,
 * three nodes, nginx (ops/cluster) — under 200 HTTP connections through the proxy for ten
 * minutes, with live-event clients listening. Per minute: requests per second, p50 / p99
 * latency, failures, and each node's resident memory; at the end whether memory stayed flat and
 * p99 stable. Environment: SOAK_SECONDS (600), SOAK_CONNECTIONS (200), SOAK_SSE_CLIENTS (100),
 * SOAK_WINDOW_SECONDS (60), SOAK_PORT_BASE (18450), SOAK_PG_PORT (15514).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Cluster } from '../../ops/cluster/cluster';
import { DrawLedger } from '../faults/lib/db';
import { deliveryReport, openClients } from '../faults/lib/sse';

const ROOT = path.resolve(__dirname, '..', '..');
const num = (name: string, fallback: number) => Number(process.env[name] || fallback);
const SECONDS = num('SOAK_SECONDS', 600);
const CONNECTIONS = num('SOAK_CONNECTIONS', 200);
const SSE_CLIENTS = num('SOAK_SSE_CLIENTS', 100);
const WINDOW = Math.min(num('SOAK_WINDOW_SECONDS', 60), SECONDS);

/** What the 200 connections ask for, in turn: the site's everyday reads. */
const REQUESTS = [
  '/v1/cp168/apis/draw/info/jspk10',
  '/v1/cp168/wap/draw/infoDetail?cpCode=jspk10,jsssc,js11x5,jsk3',
  '/v1/cp168/apis/draw/history/jspk10?page=1&size=30',
  '/v1/cp168/apis/cpTrend/jspk10?trendTypes=basic&count=90',
  '/v1/public/cp',
  '/',
].map((p) => ({ method: 'GET' as const, path: p }));

interface Window {
  minute: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  rssMiB: number[];
}

const mib = (kb: number | null) => (kb === null ? NaN : Math.round(kb / 1024));

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-soak-'));
  const cluster = new Cluster({
    root: ROOT,
    dir,
    port: num('SOAK_PORT_BASE', 18450),
    nodes: 3,
    pgPort: num('SOAK_PG_PORT', 15514),
    env: { JISU_INTERVAL_SECONDS: '10', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '0', SSE_MAX_PER_IP: '5000' },
  });
  console.log(`Node ${process.version}, ${os.cpus().length} cores; starting PostgreSQL, 3 nodes, nginx…`);
  const t0 = performance.now();
  await cluster.start();
  console.log(`cluster ready in ${Math.round(performance.now() - t0)} ms: ${cluster.url}`);
  const ledger = new DrawLedger(cluster.pg.url);
  try {
    // Warm every node's caches before measuring.
    await autocannon({ url: cluster.url, connections: 20, duration: 10, requests: REQUESTS });
    const clients = await openClients(`${cluster.url}/v1/cp168/apis/draw/events?codes=jspk10`, SSE_CLIENTS, {
      reconnect: true,
    });
    const fromId = await ledger.lastId();
    console.log(
      `\nSoak: ${CONNECTIONS} connections through nginx for ${SECONDS} s (windows of ${WINDOW} s), ` +
        `${SSE_CLIENTS} live-event clients\n`,
    );
    console.log('window | req/s  | p50 ms | p99 ms | failed | RSS MiB (node-1 / node-2 / node-3)');
    const windows: Window[] = [];
    for (let elapsed = 0, minute = 1; elapsed < SECONDS; elapsed += WINDOW, minute++) {
      const r = await autocannon({
        url: cluster.url,
        connections: CONNECTIONS,
        duration: Math.min(WINDOW, SECONDS - elapsed),
        requests: REQUESTS,
      });
      const w: Window = {
        minute,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        failed: r.non2xx + r.errors + r.timeouts,
        rssMiB: cluster.nodes.map((n) => mib(n.rssKb())),
      };
      windows.push(w);
      console.log(
        `${String(w.minute).padStart(6)} | ${String(w.rps).padStart(6)} | ${String(w.p50).padStart(6)} | ` +
          `${String(w.p99).padStart(6)} | ${String(w.failed).padStart(6)} | ${w.rssMiB.join(' / ')}`,
      );
    }
    const toId = await ledger.lastId();
    const expected = await ledger.writtenAfter(fromId, toId, 'jspk10');
    await new Promise((r) => setTimeout(r, 3000));
    const delivery = deliveryReport(clients, expected);
    for (const c of clients) c.close();

    const first = windows[Math.min(1, windows.length - 1)];
    const last = windows[windows.length - 1];
    const p99s = windows.map((w) => w.p99);
    console.log('\nSummary');
    console.log(
      `  memory: RSS after window ${first.minute} → after window ${last.minute}: ` +
        cluster.nodes.map((n, i) => `${n.name} ${first.rssMiB[i]} → ${last.rssMiB[i]} MiB`).join(', '),
    );
    console.log(
      `  p99: ${Math.min(...p99s)}–${Math.max(...p99s)} ms over the windows (median ${p99s.sort((a, b) => a - b)[Math.floor(p99s.length / 2)]} ms)`,
    );
    console.log(
      `  requests: ${windows.reduce((s, w) => s + w.rps * WINDOW, 0).toLocaleString('en')} ≈, failed ${windows.reduce((s, w) => s + w.failed, 0)}`,
    );
    console.log(
      `  live events: ${delivery.expected} jspk10 draws, ${delivery.complete}/${delivery.clients} clients got each exactly once ` +
        `(missing ${delivery.missing}, duplicates ${delivery.duplicates}, reconnects ${delivery.reconnects})`,
    );
  } finally {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
