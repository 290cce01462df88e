#!/usr/bin/env node
// `npm test`: everything the project checks, in one run, ending with one line
// "N passed, N failed" that counts every test and check it ran:
//   lint (eslint), format (prettier), types (tsc)   one check each
//   unit + integration tests (jest, every workspace; the server against PGlite)
//   the server's integration tests again against PostgreSQL when TEST_DATABASE_URL is set
//   the production build (one check), then the Playwright specs against it
//   the compatibility specs: the previous release's shell and remote against the current ones
//   (e2e/scripts/compat.mjs, e2e/compat/baseline.json)
//   with --faults: the fault suite against the production shape (e2e/faults/run.mjs: PostgreSQL,
//   three nodes and nginx; needs Debian's nginx and PostgreSQL; .ci/run passes it)
// Flags: --no-e2e (skip build and Playwright), --no-static (skip lint/format/types),
//   --no-compat (skip the compatibility specs), --faults (add the fault suite), --serial (one
//   step at a time).
// Two lines share the two cores: the server's tests on PGlite (output live), and beside them the
// static checks, the tests of every other workspace and the server's tests on PostgreSQL (their
// output printed after the first line's). Jest runs one worker per invocation on two cores, so
// each line keeps a core. The production build starts as soon as either line ends, on the core it
// frees. Playwright follows (the guess centre's specs, on their own server, beside the others:
// they mostly wait for live draws), then the compatibility specs and the fault suite. Each
// step's wall time is printed before the total.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = path.join(root, 'e2e', 'test-results');
fs.mkdirSync(out, { recursive: true });
const argv = new Set(process.argv.slice(2));
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;
const failures = [];

/** Each step's wall time, printed at the end (what a long CI run spends where). */
const times = [];

/** The output of steps that ran beside the live one, printed once that one has ended. */
const held = [];

/**
 * Runs one step. `live`: its output goes straight to ours; otherwise it is held and printed
 * under its heading after the live step's (a step running beside another one).
 */
function run(label, cmd, args, env = {}, live = true) {
  if (live) console.log(`\n=== ${label} ===`);
  const t0 = Date.now();
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const kept = [];
  child.stdout?.on('data', (c) => kept.push(c));
  child.stderr?.on('data', (c) => kept.push(c));
  let ended = false;
  return new Promise((resolve) => {
    const end = (ok, why = '') => {
      if (ended) return; // 'error' can come before 'close'
      ended = true;
      times.push([label, (Date.now() - t0) / 1000]);
      if (!live) held.push(`\n=== ${label} (ran beside) ===\n${Buffer.concat(kept).toString()}${why}`);
      else if (why) console.log(why);
      resolve(ok);
    };
    child.on('error', (error) => end(false, `could not start: ${error.message}`));
    child.on('close', (code) => end(code === 0));
  });
}

async function check(label, cmd, args, env, live) {
  if (await run(label, cmd, args, env, live)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

async function jest(label, args, env, live) {
  const file = path.join(out, `jest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(file, { force: true });
  const ok = await run(
    label,
    bin('jest'),
    ['--config', 'jest.config.js', '--json', `--outputFile=${file}`, ...args],
    { NODE_OPTIONS: '--experimental-vm-modules', ...env },
    live,
  );
  if (!fs.existsSync(file)) {
    failed += 1;
    failures.push(`${label} (did not run)`);
    return;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  // Suites that fail to load have no tests to count: count each as a failure.
  const broken = r.testResults.filter((s) => s.status === 'failed' && s.assertionResults.length === 0).length;
  failed += broken;
  if (!ok || broken) failures.push(label);
}

const serial = argv.has('--serial');

/** The static checks, the tests of every workspace but the server, then the server's on PostgreSQL. */
async function besideServer(live) {
  if (!argv.has('--no-static')) {
    await check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0'], {}, live);
    await check('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn'], {}, live);
    await check('types (tsc --noEmit)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit'], {}, live);
  }
  await jest('jest (every workspace but the server)', ['--ignoreProjects', 'server'], {}, live);
  if (process.env.TEST_DATABASE_URL) {
    await jest(
      'jest (server on PostgreSQL)',
      ['--selectProjects', 'server'],
      { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
      live,
    );
  }
}

// The server's tests pick PostgreSQL when TEST_DATABASE_URL is set (server/test/helper.ts): this
// run is PGlite's, so it clears it. It is the longest step of the two lines.
const serverOnPglite = () =>
  jest('jest (server on PGlite)', ['--selectProjects', 'server'], { TEST_DATABASE_URL: '' }, true);
const e2e = !argv.has('--no-e2e');
const build = (live) =>
  run('production build (npm run build)', 'npm', ['run', 'build', '--silent'], {}, live).then((ok) => {
    if (ok) passed += 1;
    else {
      failed += 1;
      failures.push('production build');
    }
    return ok;
  });
let building = null;
if (serial) {
  await besideServer(true);
  await serverOnPglite();
} else {
  const lines = [besideServer(false), serverOnPglite()];
  // The build takes the core that the first line to end leaves free.
  await Promise.race(lines);
  if (e2e) building = build(false);
  await Promise.all([...lines, building]);
  for (const output of held) console.log(output);
}

if (e2e) {
  const built = await (building ?? build(true));
  if (built) {
    const file = path.join(out, 'results.json');
    const guessFile = path.join(out, 'guess-results.json');
    fs.rmSync(file, { force: true });
    fs.rmSync(guessFile, { force: true });
    // The guess centre's specs (their own server) beside the others: most of their time is a wait
    // for live draws to settle the guesses.
    const guess = () =>
      run(
        'end-to-end: guess centre (Playwright)',
        bin('playwright'),
        ['test', '--config', 'e2e/playwright.guess.config.ts'],
        {},
        serial,
      );
    const main = run('end-to-end (Playwright)', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts']);
    const [ok, guessOk] = serial ? [await main, await guess()] : await Promise.all([main, guess()]);
    for (const output of held.splice(0)) console.log(output);
    playwrightResults('end-to-end', file, ok);
    playwrightResults('end-to-end: guess centre', guessFile, guessOk);
    if (!argv.has('--no-compat')) {
      const compat = path.join(out, 'compat-results.json');
      fs.rmSync(compat, { force: true });
      const compatOk = await run('compatibility with the previous release', process.execPath, [
        'e2e/scripts/compat.mjs',
      ]);
      playwrightResults('compatibility', compat, compatOk);
    }
  }
}

if (argv.has('--faults')) {
  const file = path.join(out, 'faults.json');
  fs.rmSync(file, { force: true });
  const ok = await run('fault suite (npm run test:faults)', process.execPath, ['e2e/faults/run.mjs']);
  if (fs.existsSync(file)) {
    const r = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed += r.passed;
    failed += r.failed;
    if (!ok || r.failed) failures.push('fault suite');
  } else {
    failed += 1;
    failures.push('fault suite (did not run)');
  }
}

function playwrightResults(label, file, ok) {
  if (fs.existsSync(file)) {
    const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    if (!ok) failures.push(label);
  } else {
    failed += 1;
    failures.push(`${label} (did not run)`);
  }
}

console.log('\nTime per step:');
for (const [label, s] of times) console.log(`  ${s.toFixed(0).padStart(5)} s  ${label}`);
if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
