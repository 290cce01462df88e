#!/usr/bin/env node
// `npm run bench`: the project's benchmarks, run on purpose (never as timed tests). Prints
// figures and ratios: trend engine (pure), server (start-up, cpTrend time, draw/info req/s
// against a bare route), the import's memory, members (login throughput and p99 with argon2id,
// renewToken time), the guess centre, predictions (per draw, backfill, page data), picture libraries (papers per draw, listings), home page JavaScript weight, the trend page in the browser, Lighthouse on
// the main pages (mobile profile, issue 19), and the
// ten-minute soak of the production shape (PostgreSQL, three nodes, nginx; needs Debian's nginx
// and PostgreSQL; SOAK_SECONDS shortens it, SOAK_SECONDS=0 skips it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const step = (title) => console.log(`\n##### ${title}\n`);
const run = (args, env = {}) =>
  spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

step('Trend engine (shared/bench/trends.bench.ts)');
run([tsx, 'shared/bench/trends.bench.ts']);

step('Server (server/bench/api.bench.ts)');
run([tsx, 'server/bench/api.bench.ts'], { INIT_CWD: root });

step('Import of 100,000 and 200,000 draws (server/bench/import.bench.ts)');
run([tsx, 'server/bench/import.bench.ts']);

step('Members: login with argon2id, renewToken (server/bench/members.bench.ts)');
run([tsx, 'server/bench/members.bench.ts'], { INIT_CWD: root });

step(
  'Guess centre: settlement of 100,000 guesses, placing under 50 members, rankings over 1,000,000 (server/bench/guess.bench.ts)',
);
run([tsx, 'server/bench/guess.bench.ts'], { INIT_CWD: root });

step('Predictions: methods and plans, pure (shared/bench/predictions.bench.ts)');
run([tsx, 'shared/bench/predictions.bench.ts']);

step(
  'Predictions: one draw of every lottery, backfill of 30 days of 75-second draws, page data (server/bench/predictions.bench.ts)',
);
run([tsx, 'server/bench/predictions.bench.ts'], { INIT_CWD: root });

step('Picture libraries: papers of one draw, backfill, listings (server/bench/gallery.bench.ts)');
run([tsx, 'server/bench/gallery.bench.ts'], { INIT_CWD: root });

if (!fs.existsSync(path.join(root, 'releases', 'registry.json'))) {
  step('Building the site for the browser benchmarks');
  spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
}
// The site's server runs compiled, as in production (built when missing or stale).
if (!run(['server/scripts/build.mjs', '--if-stale'])) process.exit(1);

step('Throughput: draw/info and the home pages against a bare fastify route (server/bench/throughput.bench.ts)');
run([tsx, 'server/bench/throughput.bench.ts'], { INIT_CWD: root });
const port = 18280;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bench-site-'));
const server = spawn(process.execPath, ['server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    INIT_CWD: root,
    // The draw intervals of production (the 极速 lotteries every 75 s): a page measured while its
    // lottery draws renders the new draw too, which at a 10-s interval landed in most runs of
    // the 极速 pages (their Lighthouse runs then measured the live update, not the load).
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  step('Home page JavaScript weight (e2e/bench/bundle.bench.mjs)');
  run(['e2e/bench/bundle.bench.mjs', `http://127.0.0.1:${port}`]);
  const trendBench = path.join(root, 'e2e', 'bench', 'trend.bench.ts');
  if (fs.existsSync(trendBench)) {
    step('Trend page in Chromium (e2e/bench/trend.bench.ts)');
    // Without a URL it starts its own server with only 极速赛车 simulated: the site's server writes
    // nine 极速 lotteries at the same instant, and on two cores that takes CPU from the browser in
    // the very frames of the live draw being measured.
    run([tsx, trendBench]);
  }
  step('Lighthouse, default mobile profile, median of 3 runs a page (e2e/bench/lighthouse.bench.mjs)');
  run(['e2e/bench/lighthouse.bench.mjs', `http://127.0.0.1:${port}`]);
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.SOAK_SECONDS !== '0') {
  step('Soak of the production shape (e2e/bench/soak.bench.ts)');
  run([tsx, 'e2e/bench/soak.bench.ts']);
}
