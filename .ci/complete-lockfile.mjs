#!/usr/bin/env node
// npm 11 on Linux leaves the other platforms' optional binaries (@swc/core-darwin-arm64,
// @esbuild/win32-x64, …) out of package-lock.json, and `npm ci` then refuses the lock
// ("Missing: … from lock file"; npm/cli#4828, #8320). This adds each missing entry from the
// registry, marked optional with its os/cpu/libc, so every platform installs only its own.
// Where the registry this machine reaches does not carry a platform's binary at all, the
// declaration is dropped from the lock instead (that platform could not install it anyway).
// Run it after `npm install` changes the lock: node .ci/complete-lockfile.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
const registry = (process.env.npm_config_registry || 'https://registry.npmjs.org/').replace(/\/?$/, '/');

/** Where node would find `name` from the package at `from` (walking up node_modules folders). */
function resolveFrom(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i >= 0 ? dir.slice(0, i) : '';
  }
}

const missing = [];
for (const [at, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (!resolveFrom(at, name)) missing.push({ at, name, version, peer: !!entry.peer, dev: !!entry.dev });
  }
}

const documents = new Map();
async function packument(name) {
  if (!documents.has(name)) {
    const res = await fetch(`${registry}${name.replace('/', '%2f')}`);
    if (res.status === 404) documents.set(name, null);
    else if (!res.ok) throw new Error(`${name}: registry answered ${res.status}`);
    else documents.set(name, await res.json());
  }
  return documents.get(name);
}

let added = 0;
const dropped = [];
for (const m of missing) {
  const key = packages[`node_modules/${m.name}`] ? `${m.at}/node_modules/${m.name}` : `node_modules/${m.name}`;
  if (packages[key]) continue;
  const meta = (await packument(m.name))?.versions?.[m.version];
  if (!meta) {
    delete packages[m.at].optionalDependencies[m.name];
    dropped.push(`${m.name}@${m.version}`);
    continue;
  }
  packages[key] = {
    version: meta.version,
    integrity: meta.dist.integrity,
    ...(meta.cpu ? { cpu: meta.cpu } : {}),
    ...(meta.license ? { license: meta.license } : {}),
    ...(m.dev ? { dev: true } : {}),
    optional: true,
    ...(meta.os ? { os: meta.os } : {}),
    ...(meta.libc ? { libc: meta.libc } : {}),
    ...(meta.engines ? { engines: meta.engines } : {}),
    ...(m.peer ? { peer: true } : {}),
  };
  added += 1;
}

// Keep npm's order: keys sorted, the root package first.
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  `package-lock.json: ${added} optional platform entries added, ${dropped.length} not in the registry dropped`,
);
if (dropped.length) console.log(`  dropped: ${dropped.join(', ')}`);
