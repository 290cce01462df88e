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
//   --no-compat (skip the compatibility specs), --faults (add the fault suite).
import { spawnSync } from 'node:child_process';
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

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function check(label, cmd, args, env) {
  if (run(label, cmd, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function jest(label, args, env) {
  const file = path.join(out, `jest-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(file, { force: true });
  const ok = run(label, bin('jest'), ['--config', 'jest.config.js', '--json', `--outputFile=${file}`, ...args], {
    NODE_OPTIONS: '--experimental-vm-modules',
    ...env,
  });
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

if (!argv.has('--no-static')) {
  check('lint (eslint)', bin('eslint'), ['.', '--max-warnings=0']);
  check('format (prettier --check)', bin('prettier'), ['--check', '.', '--log-level=warn']);
  check('types (tsc --noEmit)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
}

jest('jest (all workspaces, server on PGlite)', []);
if (process.env.TEST_DATABASE_URL) {
  jest('jest (server on PostgreSQL)', ['--selectProjects', 'server'], {
    TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
  });
}

if (!argv.has('--no-e2e')) {
  const built = run('production build (npm run build)', 'npm', ['run', 'build', '--silent']);
  if (built) passed += 1;
  else {
    failed += 1;
    failures.push('production build');
  }
  if (built) {
    const file = path.join(out, 'results.json');
    fs.rmSync(file, { force: true });
    const ok = run('end-to-end (Playwright)', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts']);
    playwrightResults('end-to-end', file, ok);
    if (!argv.has('--no-compat')) {
      const compat = path.join(out, 'compat-results.json');
      fs.rmSync(compat, { force: true });
      const compatOk = run('compatibility with the previous release', process.execPath, ['e2e/scripts/compat.mjs']);
      playwrightResults('compatibility', compat, compatOk);
    }
  }
}

if (argv.has('--faults')) {
  const file = path.join(out, 'faults.json');
  fs.rmSync(file, { force: true });
  const ok = run('fault suite (npm run test:faults)', process.execPath, ['e2e/faults/run.mjs']);
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

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
