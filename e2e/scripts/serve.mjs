#!/usr/bin/env node
// Starts the real server for the end-to-end specs: a fresh DATA_DIR per port, optional
// imports of the real-history fixtures first, then the compiled server (server/dist/main.js,
// built first when missing or stale) with extra environment.
//   node scripts/serve.mjs --port 18081 --fresh --env SIMULATE=none --import fc3d=fc3d.last1000.jsonl
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = path.join(root, 'server', 'test', 'fixtures', 'real');
const args = process.argv.slice(2);
const env = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const imports = [];
let port = '18080';
let fresh = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--port') port = args[++i];
  else if (args[i] === '--fresh') fresh = true;
  else if (args[i] === '--env') {
    const [k, ...v] = args[++i].split('=');
    env[k] = v.join('=');
  } else if (args[i] === '--import') imports.push(args[++i].split('='));
}
env.PORT = port;
env.DATA_DIR = path.join(root, 'e2e', '.data', `port-${port}`);
if (fresh) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
const node = (args, opts) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', ...opts });
const built = node([path.join(root, 'server', 'scripts', 'build.mjs'), '--if-stale']);
if (built.status !== 0) process.exit(built.status ?? 1);
for (const [code, file] of imports) {
  const r = node([path.join(root, 'server', 'dist', 'import.js'), code, path.join(fixtures, file)], {
    env: { ...env, INIT_CWD: root },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  env: { ...env, INIT_CWD: root },
  stdio: 'inherit',
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
