import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RegistryStore } from './store';
import type { Registry } from './types';

export const REMOTE_PACKAGES = ['mf-trend', 'mf-prediction', 'mf-guess', 'mf-member', 'mf-gallery'] as const;

interface RemotePackage {
  dir: string;
  name: string;
  version: string;
  routes: string[];
}

export function readRemotePackage(repoRoot: string, dir: string): RemotePackage {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
  return {
    dir: path.join(repoRoot, dir),
    name: pkg.federation.name,
    version: pkg.version,
    routes: pkg.federation.routes,
  };
}

function listFiles(root: string, rel = ''): string[] {
  return fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(root, path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .sort();
}

/** A content hash of a build: the same files give the same release version. */
export function buildHash(distDir: string): string {
  const h = crypto.createHash('sha256');
  for (const f of listFiles(distDir)) {
    h.update(f);
    h.update(fs.readFileSync(path.join(distDir, f)));
  }
  return h.digest('hex').slice(0, 10);
}

export const entryOf = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;

/**
 * Publishes a remote's built dist/ as an immutable release folder releases/<name>/<version>/
 * (version = package version + content hash; an existing folder is never overwritten) and
 * makes it the active version in the registry. Returns the version.
 */
export function publishRelease(store: RegistryStore, remote: RemotePackage): { version: string; created: boolean } {
  const dist = path.join(remote.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    throw new Error(
      `${remote.name}: ${dist} has no mf-manifest.json — build it first (npm run build -w ${path.basename(remote.dir)})`,
    );
  }
  const version = `${remote.version}-${buildHash(dist)}`;
  const target = path.join(store.releasesDir, remote.name, version);
  const created = !fs.existsSync(target);
  if (created) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, tmp, { recursive: true, filter: (src) => !src.endsWith('.map') });
    fs.renameSync(tmp, target);
  }
  const registry = store.read();
  const previous = registry.remotes[remote.name];
  registry.remotes[remote.name] = {
    version,
    entry: entryOf(remote.name, version),
    routes: remote.routes,
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

/** Makes an existing release the active version (roll back or roll forward). */
export function activate(store: RegistryStore, name: string, version: string): Registry {
  requireRelease(store, name, version);
  return update(store, name, (r) => {
    r.version = version;
    r.entry = entryOf(name, version);
    if (r.canary?.version === version) delete r.canary;
  });
}

/** Serves an existing release to `percent` of visitors (sticky per visitor); 0 removes the canary. */
export function setCanary(store: RegistryStore, name: string, version: string, percent: number): Registry {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('percent must be an integer 0–100');
  if (percent > 0) requireRelease(store, name, version);
  return update(store, name, (r) => {
    if (percent === 0) delete r.canary;
    else r.canary = { version, entry: entryOf(name, version), percent };
  });
}

/** Makes the canary the active version for everyone. */
export function promoteCanary(store: RegistryStore, name: string): Registry {
  const canary = store.read().remotes[name]?.canary;
  if (!canary) throw new Error(`${name} has no canary`);
  return activate(store, name, canary.version);
}
