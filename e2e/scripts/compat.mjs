#!/usr/bin/env node
// Compatibility of releases (docs/REMOTES.md): the current shell with the PREVIOUS release of a
// remote, and the previous shell with the CURRENT remotes, both served by the real server.
//
// "Previous" is the commit in e2e/compat/baseline.json (bump it when a release ships). Its
// shell and its one remote are extracted with `git archive` into a temp folder outside the
// repository and built there with the current install (linked node_modules) when every
// dependency they pin resolves to the same version, else with `npm ci` from their own lockfile.
// Those builds are kept in the temp folder per commit, so a second run on the same machine
// builds nothing. Then two release folders are published with the current release tool:
//   A: every current remote, then the previous build of the baseline remote (active)
//   B: every current remote
// and e2e/compat.config.ts serves A with the current shell and B with the previous shell.
// Needs the current build (`npm run build`). Exit code and results as Playwright's.
//   node e2e/scripts/compat.mjs [--rebuild]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const requireCjs = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { discoverRemotes } = requireCjs(path.join(root, 'shared/src/mf/remotes.cjs'));
const baseline = JSON.parse(fs.readFileSync(path.join(root, 'e2e/compat/baseline.json'), 'utf8'));
const rebuild = process.argv.includes('--rebuild');
const started = Date.now();
const log = (msg) => console.log(`[compat ${((Date.now() - started) / 1000).toFixed(0)}s] ${msg}`);

function sh(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', stdio: opts.capture ? 'pipe' : 'inherit', ...opts });
  if (opts.capture) process.stderr.write(r.stderr || '');
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
  return r.stdout;
}

// 1. The baseline commit must be in the history (CI clones with full history).
const commit = sh('git', ['rev-parse', '--verify', `${baseline.commit}^{commit}`], { capture: true }).trim();
const remoteFolder = baseline.remote;
const work = path.join(os.tmpdir(), `cp-compat-${commit.slice(0, 12)}-${remoteFolder}`);
const src = path.join(work, 'src');
const done = path.join(work, 'built.json');

function linkInstall() {
  // node_modules of the baseline tree: links to the current install, except the workspace
  // packages, which point at the baseline's own folders.
  const nm = path.join(src, 'node_modules');
  fs.mkdirSync(path.join(nm, '@cp'), { recursive: true });
  for (const e of fs.readdirSync(path.join(root, 'node_modules'))) {
    if (e === '@cp') continue;
    fs.symlinkSync(path.join(root, 'node_modules', e), path.join(nm, e));
  }
  for (const ws of ['shared', 'shell', remoteFolder]) fs.symlinkSync(path.join(src, ws), path.join(nm, '@cp', ws));
}

/** The version of `name` that Node's lookup from `dir` finds (node_modules of dir and its parents). */
function installedVersion(dir, name) {
  for (let d = dir; ; d = path.dirname(d)) {
    const file = path.join(d, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (d === path.dirname(d)) return null;
  }
}

/** Pinned dependencies of the baseline packages that the linked install does not provide at that version. */
function mismatches() {
  const out = [];
  for (const ws of ['.', 'shared', 'shell', remoteFolder]) {
    const pkg = JSON.parse(fs.readFileSync(path.join(src, ws, 'package.json'), 'utf8'));
    for (const [name, version] of Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })) {
      if (name.startsWith('@cp/')) continue;
      const found = installedVersion(path.join(src, ws), name);
      if (found !== version) out.push(`${name}@${version} (have ${found ?? 'none'})`);
    }
  }
  return out;
}

function buildBaseline() {
  log(`building ${commit.slice(0, 10)} (shell, ${remoteFolder}) in ${work}`);
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  const tar = path.join(work, 'src.tar');
  sh('git', ['archive', '--format=tar', `--output=${tar}`, commit]);
  sh('tar', ['-xf', tar, '-C', src]);
  fs.rmSync(tar);
  linkInstall();
  const differ = mismatches();
  if (differ.length) {
    log(`the current install differs (${differ.slice(0, 5).join(', ')}${differ.length > 5 ? ', …' : ''}): npm ci`);
    fs.rmSync(path.join(src, 'node_modules'), { recursive: true, force: true });
    sh('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: src });
  }
  const webpack = path.join(src, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  for (const ws of ['shell', remoteFolder]) {
    log(`webpack ${ws}`);
    sh(process.execPath, [webpack, '--mode', 'production'], { cwd: path.join(src, ws) });
  }
  fs.writeFileSync(done, JSON.stringify({ commit, remote: remoteFolder, linked: !differ.length }));
}

if (rebuild || !fs.existsSync(done)) buildBaseline();
else log(`reusing the builds of ${commit.slice(0, 10)} in ${work}`);

// 2. Two release folders, published by the current release tool.
const remotes = discoverRemotes();
for (const r of remotes)
  if (!fs.existsSync(path.join(r.dir, 'dist', 'mf-manifest.json')))
    throw new Error(`${r.folder} is not built: run npm run build first`);
if (!fs.existsSync(path.join(root, 'shell', 'dist', 'index.html')))
  throw new Error('shell is not built: npm run build');
const run = path.join(work, `run-${process.pid}`);
const releasesA = path.join(run, 'releases-a');
const releasesB = path.join(run, 'releases-b');
const release = (dir, args) =>
  sh(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/src/cli/release.ts', ...args], {
    env: { ...process.env, RELEASES_DIR: dir },
    capture: true,
  });
log('publishing A (current remotes, then the previous ' + remoteFolder + ') and B (current remotes)');
release(releasesA, ['publish']);
process.stdout.write(release(releasesA, ['publish', path.join(src, remoteFolder)]));
release(releasesB, ['publish']);

// 3. The specs, against two servers.
const remote = remotes.find((r) => r.folder === remoteFolder);
if (!remote) throw new Error(`${remoteFolder} of e2e/compat/baseline.json is no remote of this repository`);
const env = {
  ...process.env,
  COMPAT_RELEASES_A: releasesA,
  COMPAT_RELEASES_B: releasesB,
  COMPAT_SHELL_B: path.join(src, 'shell', 'dist'),
  COMPAT_REMOTE: remoteFolder,
  COMPAT_COMMIT: commit,
};
log('playwright e2e/compat.config.ts');
const pw = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'e2e/compat.config.ts'],
  { cwd: root, stdio: 'inherit', env },
);
fs.rmSync(run, { recursive: true, force: true });
log(`done (${pw.status === 0 ? 'passed' : 'failed'})`);
process.exit(pw.status ?? 1);
