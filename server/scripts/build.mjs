#!/usr/bin/env node
// Ahead-of-time build of the server (production runs compiled JavaScript, no TypeScript loader):
// bundles src/main.ts and src/cli/import.ts, with the TypeScript of @cp/shared/domain, into
// dist/main.js and dist/import.js (CommonJS for Node 20+, source maps beside them). Packages
// from node_modules stay external; the SQL migrations are copied to dist/db/migrations, where
// the bundle looks for them (src/paths.ts).
//   node server/scripts/build.mjs              build
//   node server/scripts/build.mjs --if-stale   build only when dist/ is missing or older than its sources
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(SERVER, '..');
const DIST = path.join(SERVER, 'dist');
const STAMP = path.join(DIST, '.built');
const MIGRATIONS = path.join(SERVER, 'src', 'db', 'migrations');
const SOURCES = [
  path.join(SERVER, 'src'),
  path.join(ROOT, 'shared', 'src', 'domain'),
  path.join(SERVER, 'package.json'),
  fileURLToPath(import.meta.url),
];

/** Newest modification time under `p`, folders included (an added or deleted file changes its folder's). */
function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const e of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, e)));
  return newest;
}

/** Why the server needs a build, or null when dist/ is current. */
export function serverBuildStale() {
  if (!fs.existsSync(STAMP) || !fs.existsSync(path.join(DIST, 'main.js'))) return 'the server is not built';
  const built = fs.statSync(STAMP).mtimeMs;
  return SOURCES.some((s) => newestMtime(s) > built) ? 'the server changed since its build' : null;
}

/** Every bare import but @cp/shared (TypeScript, bundled) is left to Node's resolution at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cp/shared/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const { build } = await import('esbuild');
  fs.mkdirSync(DIST, { recursive: true });
  // Several starters may ask at once (the e2e harness starts two servers): one builds, the others wait.
  const { default: lockfile } = await import('proper-lockfile');
  const release = await lockfile.lock(DIST, {
    lockfilePath: path.join(DIST, '.build.lock'),
    retries: { retries: 120, minTimeout: 250, maxTimeout: 500 },
    stale: 60_000,
  });
  try {
    const t0 = Date.now();
    await build({
      absWorkingDir: SERVER,
      entryPoints: { main: 'src/main.ts', import: 'src/cli/import.ts' },
      outdir: DIST,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: true,
      sourcesContent: false,
      legalComments: 'none',
      logLevel: 'warning',
      plugins: [externalPackages],
    });
    const target = path.join(DIST, 'db', 'migrations');
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(target, { recursive: true });
    for (const f of fs.readdirSync(MIGRATIONS).filter((n) => n.endsWith('.sql')))
      fs.copyFileSync(path.join(MIGRATIONS, f), path.join(target, f));
    fs.writeFileSync(STAMP, `${new Date().toISOString()}\n`);
    console.log(`server built into ${path.relative(ROOT, DIST)}/ in ${Date.now() - t0} ms`);
  } finally {
    await release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ifStale = process.argv.includes('--if-stale');
  if (!ifStale || serverBuildStale()) {
    buildServer().catch((err) => {
      console.error(err.message ?? err);
      process.exit(1);
    });
  }
}
