/**
 * `npm start`: builds the shell and the remotes when a build is missing or older than the
 * sources, then serves the site with the embedded database and live draws.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, discoverRemotes } from '@cp/shared/mf/remotes';

const FRONT = ['shell', ...discoverRemotes().map((r) => r.folder)];

function newestMtime(dir: string): number {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

function buildIsStale(): string | null {
  const registry = path.join(ROOT, 'releases', 'registry.json');
  if (!fs.existsSync(registry)) return 'no remote releases yet';
  const sharedSrc = newestMtime(path.join(ROOT, 'shared', 'src'));
  for (const pkg of FRONT) {
    const manifest = path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'mf-manifest.json');
    if (!fs.existsSync(manifest)) return `${pkg} is not built`;
    const built = fs.statSync(manifest).mtimeMs;
    if (Math.max(sharedSrc, newestMtime(path.join(ROOT, pkg, 'src'))) > built) return `${pkg} changed since its build`;
  }
  return null;
}

function run(args: string[]): void {
  const r = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const reason = buildIsStale();
if (reason) {
  console.log(`构建站点（${reason}）…`);
  run(['run', 'build']);
}
run(['run', 'serve']);
