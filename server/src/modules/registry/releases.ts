import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_FIELDS } from '@cp/shared/domain';
import type { RegistryStore } from './store';
import type { Registry, RegistryRemote, RemoteRuntime } from './types';

/**
 * A remote to publish: its folder (with dist/ built), federation name and package version, and
 * the runtime part of the contract in its package.json (the CLI reads it with
 * @cp/shared/mf/remotes). A build made from a contract carries its own copy, cp-remote.json,
 * which wins: the registry then describes exactly what that release was built with.
 */
export interface RemotePackage {
  dir: string;
  name: string;
  version: string;
  runtime: RemoteRuntime;
}

/** What a remote's build writes beside mf-manifest.json (shared/src/mf/buildChecks.cjs). */
export interface BuiltContract {
  name: string;
  version: string;
  exposes: string[];
  runtime: RemoteRuntime;
}

export const BUILT_CONTRACT = 'cp-remote.json';

/** The contract a build or release folder carries, or null for one built before contracts. */
export function readBuiltContract(folder: string): BuiltContract | null {
  const file = path.join(folder, BUILT_CONTRACT);
  if (!fs.existsSync(file)) return null;
  const built = JSON.parse(fs.readFileSync(file, 'utf8')) as BuiltContract;
  if (!built || typeof built.name !== 'string' || !Array.isArray(built.runtime?.routes))
    throw new Error(`${file} is not a remote contract`);
  return built;
}

/** The runtime fields of a registry entry (or of a contract), without version, entry and canary. */
function runtimeOf(source: Partial<RemoteRuntime>): RemoteRuntime {
  const out: Record<string, unknown> = {};
  for (const field of RUNTIME_FIELDS) if (source[field] !== undefined) out[field] = source[field];
  return { routes: [], ...out } as RemoteRuntime;
}

/** Replaces the runtime fields of an entry. */
function withRuntime(entry: RegistryRemote, runtime: RemoteRuntime): void {
  for (const field of RUNTIME_FIELDS) delete (entry as unknown as Record<string, unknown>)[field];
  Object.assign(entry, runtimeOf(runtime));
}

function listFiles(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(root, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

/** Sorts every `usedIn` list of a federation stats document (a set, written in build order). */
function sortUsedIn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortUsedIn);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] =
      key === 'usedIn' && Array.isArray(v) && v.every((x) => typeof x === 'string') ? [...v].sort() : sortUsedIn(v);
  }
  return out;
}

/**
 * What a build file contributes to the hash: its bytes, except mf-stats.json, whose `usedIn`
 * lists come out in the order the build happened to finish the exposed modules (two builds of
 * the same source gave `["./mobile","./desktop"]` and `["./desktop","./mobile"]`), so it is hashed
 * with those lists sorted.
 */
function hashedContent(file: string, bytes: Buffer): Buffer | string {
  if (path.basename(file) !== 'mf-stats.json') return bytes;
  try {
    return JSON.stringify(sortUsedIn(JSON.parse(bytes.toString('utf8'))));
  } catch {
    return bytes;
  }
}

/** A content hash of a build: the same files give the same release version. */
export function buildHash(distDir: string): string {
  const h = crypto.createHash('sha256');
  for (const f of listFiles(distDir)) {
    h.update(f);
    h.update(hashedContent(f, fs.readFileSync(path.join(distDir, f))));
  }
  return h.digest('hex').slice(0, 10);
}

export const entryOf = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * Publishes a remote's built dist/ as an immutable release folder releases/<name>/<version>/
 * (version = package version + content hash; an existing folder is never overwritten) and
 * makes it the active version in the registry, with the runtime part of its contract (routes,
 * protected paths, redirects, links, menu / header / tab entries, titles): from the build's
 * cp-remote.json; for a build made before contracts, the registry entry's own (an older
 * release keeps the menus of the current one), else the package's. Returns the version.
 */
export function publishRelease(store: RegistryStore, remote: RemotePackage): { version: string; created: boolean } {
  const dist = path.join(remote.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(
      `${remote.name}: ${dist} has no mf-manifest.json — build it first (npm run build -w ${path.basename(remote.dir)})`,
    );
  }
  const built = readBuiltContract(dist);
  if (built && built.name !== remote.name)
    throw new Error(`${remote.dir}: dist was built as ${built.name}, not ${remote.name} — build it again`);
  const version = `${built?.version ?? remote.version}-${buildHash(dist)}`;
  const target = path.join(store.releasesDir, remote.name, version);
  const created = !fs.existsSync(target);
  if (created) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, tmp, { recursive: true, filter: (src) => !src.endsWith('.map') });
    fs.renameSync(tmp, target);
  }
  const registry = store.read();
  const previous = registry.remotes[remote.name];
  const runtime = built?.runtime ?? (previous ? runtimeOf(previous) : remote.runtime);
  registry.remotes[remote.name] = {
    version,
    entry: entryOf(remote.name, version),
    ...runtimeOf(runtime),
    ...(previous?.canary && previous.canary.version !== version ? { canary: previous.canary } : {}),
  };
  store.write(registry);
  return { version, created };
}

/** Versions of a remote that exist as release folders, oldest first. */
export function listReleases(store: RegistryStore, name: string): string[] {
  const dir = path.join(store.releasesDir, name);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.includes('.tmp-'))
    .map((e) => ({ v: e.name, t: fs.statSync(path.join(dir, e.name)).mtimeMs }))
    .sort((a, b) => a.t - b.t)
    .map((e) => e.v);
}

function requireRelease(store: RegistryStore, name: string, version: string): void {
  if (!fs.existsSync(path.join(store.releasesDir, name, version, 'mf-manifest.json'))) {
    throw new Error(`${name} has no release ${version}; known: ${listReleases(store, name).join(', ') || 'none'}`);
  }
}

function update(store: RegistryStore, name: string, change: (r: Registry['remotes'][string]) => void): Registry {
  const registry = store.read();
  const remote = registry.remotes[name];
  if (!remote) throw new Error(`${name} is not in the registry`);
  change(remote);
  store.write(registry);
  return registry;
}

/**
 * Makes an existing release the active version (roll back or roll forward), with the contract
 * that release was built with; a release from before contracts keeps the entry's.
 */
export function activate(store: RegistryStore, name: string, version: string): Registry {
  requireRelease(store, name, version);
  const built = readBuiltContract(path.join(store.releasesDir, name, version));
  return update(store, name, (r) => {
    r.version = version;
    r.entry = entryOf(name, version);
    if (built) withRuntime(r, built.runtime);
    if (r.canary?.version === version) delete r.canary;
  });
}

/** Serves an existing release to `percent` of visitors (sticky per visitor); 0 removes the canary. */
export function setCanary(store: RegistryStore, name: string, version: string, percent: number): Registry {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('percent must be an integer 0–100');
  if (percent > 0) requireRelease(store, name, version);
  const built = percent > 0 ? readBuiltContract(path.join(store.releasesDir, name, version)) : null;
  return update(store, name, (r) => {
    if (percent === 0) delete r.canary;
    else r.canary = { version, entry: entryOf(name, version), percent, ...(built ? runtimeOf(built.runtime) : {}) };
  });
}

/** Makes the canary the active version for everyone. */
export function promoteCanary(store: RegistryStore, name: string): Registry {
  const canary = store.read().remotes[name]?.canary;
  if (!canary) throw new Error(`${name} has no canary`);
  return activate(store, name, canary.version);
}
