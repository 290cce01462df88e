#!/usr/bin/env node
// `npm run build`: the server (compiled JavaScript in server/dist), the shell and every remote
// (the workspaces with a contract, found by shared/src/mf/remotes.cjs), then publishes the
// remotes as releases (npm run release).
//   npm run build                  everything
//   npm run build -- --no-release  build only
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);
const { ROOT, discoverRemotes } = requireCjs('../shared/src/mf/remotes.cjs');

const argv = new Set(process.argv.slice(2));
const run = (args) => {
  const r = spawnSync('npm', args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

let remotes;
try {
  remotes = discoverRemotes();
} catch (err) {
  console.error(`build: ${err.message}`);
  process.exit(1);
}
run(['run', 'build', '-w', '@cp/server']);
run(['run', 'build', '-w', '@cp/shell', ...remotes.flatMap((r) => ['-w', r.packageName])]);
if (!argv.has('--no-release')) run(['run', 'release', '-w', '@cp/server']);
