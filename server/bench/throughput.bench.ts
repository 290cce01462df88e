/**
 * Throughput (issue 19, npm run bench; prints figures and ratios, asserts nothing): requests per
 * second of `GET draw/info/{code}` and of the home pages' HTML (with their server-rendered first
 * view) against a bare fastify route, in the same run. The compiled server runs as production
 * runs it (its own process, logging at warn; the rate limit off, as every request comes from this
 * one address); the bare route runs in a process of its own; autocannon loads them from this
 * process. Beside the bare JSON route, bare routes replaying the server's own answers (draw/info's
 * headers and body, the /m page's bytes) tell what writing those bytes costs alone. Three
 * rounds, alternating, the median of each.
 * Usage: tsx server/bench/throughput.bench.ts   (needs `npm run build` for the pages)
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(__dirname, '..', '..');
const SERVER_PORT = 18291;
const BARE_PORT = 18292;
const BARE_PAGE_PORT = 18293;
const BARE_INFO_PORT = 18294;
const ROUNDS = 3;

const BARE = `
const app = require('fastify')({ logger: false });
app.get('/bare', async () => ({ status: 1, data: { ok: true } }));
app.listen({ port: ${BARE_PORT}, host: '127.0.0.1' });
`;

/**
 * A bare fastify route answering with a recorded response of the server: its headers (all but
 * those Node writes itself) and its body, byte for byte (a page still compressed) — what sending
 * that answer alone costs here, with no routing, hooks, logging or data of the app. (A page is
 * ~16 KB: the load generator reading it caps any route that sends it.)
 */
const bareAnswer = (file: string, port: number) => `
const { headers, body } = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'));
const bytes = Buffer.from(body, 'base64');
const app = require('fastify')({ logger: false });
app.get('/answer', async (_req, reply) => reply.headers(headers).send(bytes));
app.listen({ port: ${port}, host: '127.0.0.1' });
`;

/** A response of the server to `url` as bareAnswer replays it (headers Node sets per response left out). */
function recordAnswer(
  url: string,
  requestHeaders: Record<string, string>,
): Promise<{ headers: Record<string, string>; body: string }> {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: requestHeaders }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            if (!own.has(res.rawHeaders[i].toLowerCase())) headers[res.rawHeaders[i]] = res.rawHeaders[i + 1];
          resolve({ headers, body: Buffer.concat(parts).toString('base64') });
        });
      })
      .on('error', reject);
  });
}

/** Records the server's answer to `url` and starts a bare route replaying it on `port` (its process, once it answers). */
async function replay(
  url: string,
  requestHeaders: Record<string, string>,
  port: number,
  dataDir: string,
): Promise<ChildProcess> {
  const file = path.join(dataDir, `answer-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(await recordAnswer(url, requestHeaders)));
  const child = spawn(process.execPath, ['-e', bareAnswer(file, port)], {
    cwd: path.join(ROOT, 'server'),
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${port}/answer`, child);
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const t0 = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - t0 > 120_000) throw new Error(`${url} did not answer in 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** CPU seconds a process has used (Linux /proc), or null elsewhere. */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return null;
  }
}

/**
 * Waits until the server is quiet: a fresh data folder makes it backfill draws, plans and papers
 * after /healthz already answers, and that work would be measured too. Quiet = under 5 % of a
 * core for three seconds in a row (at most three minutes).
 */
async function settle(pid: number): Promise<number> {
  const t0 = Date.now();
  let quiet = 0;
  const first = cpuSeconds(pid);
  if (first === null) return 0;
  let last: number = first;
  while (quiet < 3 && Date.now() - t0 < 180_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now: number = cpuSeconds(pid) ?? last;
    quiet = now - last < 0.05 ? quiet + 1 : 0;
    last = now;
  }
  return (Date.now() - t0) / 1000;
}

async function rps(url: string, headers: Record<string, string> = {}): Promise<{ rps: number; non2xx: number }> {
  const r = await autocannon({ url, connections: 20, duration: 8, pipelining: 1, headers });
  return { rps: r.requests.average, non2xx: r.non2xx };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-throughput-'));
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(SERVER_PORT),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '0',
      INIT_CWD: ROOT,
    },
    stdio: 'ignore',
  });
  const bare = spawn(process.execPath, ['-e', BARE], { cwd: path.join(ROOT, 'server'), stdio: 'ignore' });
  let bareForPage: ChildProcess | null = null;
  let bareForInfo: ChildProcess | null = null;
  try {
    await waitFor(`http://127.0.0.1:${SERVER_PORT}/healthz`, server);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`, bare);
    const settled = await settle(server.pid as number);
    console.log(`(the server's start-up backfill finished ${settled.toFixed(0)} s after /healthz answered)`);
    const infoUrl = `http://127.0.0.1:${SERVER_PORT}/v1/cp168/wap/draw/info/jspk10`;
    bareForInfo = await replay(infoUrl, {}, BARE_INFO_PORT, dataDir);
    const pages = fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'));
    if (pages)
      bareForPage = await replay(
        `http://127.0.0.1:${SERVER_PORT}/m`,
        { 'accept-encoding': 'gzip' },
        BARE_PAGE_PORT,
        dataDir,
      );
    const targets: Array<[string, string, Record<string, string>]> = [
      ['bare fastify route', `http://127.0.0.1:${BARE_PORT}/bare`, {}],
      ['bare route, info bytes', `http://127.0.0.1:${BARE_INFO_PORT}/answer`, {}],
      ['GET draw/info/jspk10', infoUrl, {}],
      ...(pages
        ? ([
            ['bare route, /m bytes', `http://127.0.0.1:${BARE_PAGE_PORT}/answer`, { 'accept-encoding': 'gzip' }],
            ['GET /m (HTML, gzip)', `http://127.0.0.1:${SERVER_PORT}/m`, { 'accept-encoding': 'br, gzip' }],
            ['GET / (HTML, gzip)', `http://127.0.0.1:${SERVER_PORT}/`, { 'accept-encoding': 'br, gzip' }],
          ] as Array<[string, string, Record<string, string>]>)
        : []),
    ];
    // Warm up every target (JIT, the first views rendered once).
    for (const [, url, headers] of targets) await autocannon({ url, connections: 5, duration: 2, headers });
    const results = new Map<string, number[]>();
    let refused = 0;
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, url, headers] of targets) {
        const r = await rps(url, headers);
        refused += r.non2xx;
        results.set(name, [...(results.get(name) ?? []), r.rps]);
      }
    const bareRps = median(results.get('bare fastify route') ?? [1]);
    console.log(
      `Throughput, autocannon 20 connections × 8 s, ${ROUNDS} rounds (median); the server, the bare route and ` +
        `the load generator are three processes on the 2 cores. Target (issue 19): ≥ 0.6 × the bare route.`,
    );
    const pageRps = median(results.get('bare route, /m bytes') ?? [NaN]);
    const infoRps = median(results.get('bare route, info bytes') ?? [NaN]);
    for (const [name, all] of results) {
      const m = median(all);
      const same = name.startsWith('GET draw/info') ? infoRps : name.includes('HTML') ? pageRps : null;
      const page = same === null ? '' : `   (${(m / same).toFixed(2)} × the same bytes)`;
      console.log(
        `  ${name.padEnd(24)} ${String(Math.round(m)).padStart(7)} req/s   ratio ${(m / bareRps).toFixed(2)}${page}   rounds ${all.map((x) => Math.round(x)).join(' / ')}`,
      );
    }
    console.log(
      "  (the 'bare route, … bytes' rows send a recorded answer of the server, headers and body byte for byte, " +
        'from a bare route: what writing those bytes costs here; the second ratio compares like with like)',
    );
    if (pages)
      console.log(
        '  (a page is ~16 KB: the load generator reading it caps every route sending it — the bare route ' +
          'sending the same bytes — far below the bare JSON route)',
      );
    if (!pages) console.log('  (no shell build: the pages were not measured; run npm run build first)');
    if (refused > 0) console.log(`  ${refused} responses were not 2xx`);
  } finally {
    server.kill('SIGTERM');
    bare.kill('SIGTERM');
    bareForPage?.kill('SIGTERM');
    bareForInfo?.kill('SIGTERM');
    await Promise.all(
      [server, bare, ...(bareForPage ? [bareForPage] : []), ...(bareForInfo ? [bareForInfo] : [])].map((c) =>
        c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null,
      ),
    );
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
