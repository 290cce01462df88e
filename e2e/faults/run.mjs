#!/usr/bin/env node
// `npm run test:faults`: the fault suite against the production shape (e2e/faults/faults.test.ts
// on node's test runner). Builds what is missing, runs the suite, prints every figure it measured
// and "faults: N passed, N failed", and writes the counts to e2e/test-results/faults.json for
// `npm test -- --faults` (.ci/run) to add to its total. Cleans up whatever a crashed run left.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'e2e', 'test-results');
fs.mkdirSync(out, { recursive: true });
const started = Date.now();

function finish(passed, failed, note) {
  fs.writeFileSync(path.join(out, 'faults.json'), JSON.stringify({ passed, failed }));
  if (note) console.log(note);
  console.log(`faults: ${passed} passed, ${failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
  process.exit(failed > 0 ? 1 : 0);
}

for (const [tool, hint] of [
  ['nginx', 'apt-get install -y nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static'],
  ['pg_ctl', 'apt-get install -y postgresql'],
]) {
  const found =
    spawnSync('sh', ['-c', `command -v ${tool} || ls /usr/sbin/${tool} /usr/lib/postgresql/*/bin/${tool}`], {
      stdio: 'ignore',
    }).status === 0;
  if (!found) finish(0, 1, `fault suite: ${tool} is missing (${hint})`);
}

if (!fs.existsSync(path.join(root, 'releases', 'registry.json')) || !fs.existsSync(path.join(root, 'shell', 'dist'))) {
  console.log('fault suite: building the site (npm run build)');
  if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status !== 0)
    finish(0, 1, 'fault suite: the build failed');
}
if (
  spawnSync(process.execPath, ['server/scripts/build.mjs', '--if-stale'], { cwd: root, stdio: 'inherit' }).status !== 0
)
  finish(0, 1, 'fault suite: the server build failed');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-faults-'));
const figures = path.join(dir, 'figures.jsonl');
const tap = path.join(out, 'faults.tap');
fs.rmSync(tap, { force: true });

const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    'e2e/faults/faults.test.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FAULTS_DIR: dir, FAULTS_FIGURES: figures } },
);
// The whole suite's bound; a hung run fails instead of holding CI.
const limit = setTimeout(() => child.kill('SIGKILL'), Number(process.env.FAULTS_TIMEOUT_SECONDS || 1500) * 1000);
const code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? s)));
clearTimeout(limit);
cleanUp(dir);

if (fs.existsSync(figures)) {
  console.log('\nFigures of the fault suite:');
  let scenario = '';
  for (const line of fs.readFileSync(figures, 'utf8').split('\n').filter(Boolean)) {
    const f = JSON.parse(line);
    if (f.scenario !== scenario) console.log(`  ${(scenario = f.scenario)}`);
    console.log(`    ${f.name}: ${f.value}${f.unit ? ` ${f.unit}` : ''}`);
  }
}
fs.rmSync(dir, { recursive: true, force: true });

const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
const passed = count('pass');
let failed = count('fail') + count('cancelled');
if (code !== 0 && failed === 0) failed = 1; // the runner itself failed (e.g. the cluster did not start)
finish(passed, failed);

/** Stops what a crashed run may have left: nodes and nginx (pid files), then PostgreSQL. */
function cleanUp(folder) {
  const pids = path.join(folder, 'pids');
  if (fs.existsSync(pids)) {
    for (const f of fs.readdirSync(pids)) {
      const pid = Number(fs.readFileSync(path.join(pids, f), 'utf8'));
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
  const data = path.join(folder, 'postgres', 'data');
  if (fs.existsSync(path.join(data, 'postmaster.pid'))) {
    const pgCtl = spawnSync('sh', ['-c', 'command -v pg_ctl || ls /usr/lib/postgresql/*/bin/pg_ctl | tail -1'], {
      encoding: 'utf8',
    }).stdout.trim();
    const args = [pgCtl, '-D', data, '-w', 'stop', '-m', 'immediate'];
    try {
      if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' });
      else execFileSync(args[0], args.slice(1), { stdio: 'ignore' });
    } catch {
      // not running
    }
  }
}
