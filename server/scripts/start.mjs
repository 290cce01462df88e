#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources — the whole site (shell, remotes,
// their releases and the server) with `npm run build`, or only the server — then runs the
// compiled server (node server/dist/main.js) with the embedded database and live draws.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { buildServer, serverBuildStale } from './build.mjs';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(SERVER, '..');

const { discoverRemotes } = createRequire(import.meta.url)('../../shared/src/mf/remotes.cjs');

/** The shell and every remote (the workspaces with a contract). */
function frontEnds() {
  return ['shell', ...discoverRemotes().map((r) => r.folder)];
}

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function siteStale() {
  if (!fs.existsSync(path.join(ROOT, 'releases', 'registry.json'))) return 'no remote releases yet';
  const sharedSrc = newestMtime(path.join(ROOT, 'shared', 'src'));
  for (const pkg of frontEnds()) {
    const manifest = path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return `${pkg} is not built`;
    const built = fs.statSync(manifest).mtimeMs;
    if (Math.max(sharedSrc, newestMtime(path.join(ROOT, pkg, 'src'))) > built) return `${pkg} changed since its build`;
  }
  return null;
}

const site = siteStale();
if (site) {
  console.log(`构建站点（${site}）…`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const server = serverBuildStale();
if (server) {
  console.log(`构建服务器（${server}）…`);
  await buildServer();
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(SERVER, 'dist', 'main.js')], {
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD || process.cwd() },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
