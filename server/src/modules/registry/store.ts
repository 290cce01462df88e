import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from './types';

export const REGISTRY_FILE = 'registry.json';

/**
 * The registry document on disk (releasesDir/registry.json), re-read when it changes so an
 * operator's roll-out or roll-back takes effect on the next page load without a restart.
 */
export class RegistryStore {
  private cached: { mtimeMs: number; registry: Registry } | null = null;

  constructor(readonly releasesDir: string) {}

  get file(): string {
    return path.join(this.releasesDir, REGISTRY_FILE);
  }

  read(): Registry {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(this.file);
    } catch {
      return { remotes: {} };
    }
    if (this.cached && this.cached.mtimeMs === stat.mtimeMs) return this.cached.registry;
    const registry = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Registry;
    this.cached = { mtimeMs: stat.mtimeMs, registry };
    return registry;
  }

  /** Every route prefix of every remote. */
  prefixes(): string[] {
    return Object.values(this.read().remotes).flatMap((r) => r.routes);
  }

  /** Writes atomically (rename), so readers never see half a document. */
  write(registry: Registry): void {
    fs.mkdirSync(this.releasesDir, { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
    fs.renameSync(tmp, this.file);
    this.cached = null;
  }
}
