import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bustUrl, retryPlugin } from './plugins';
import { chooseRemotes, visitorBucket } from './registry';
import type { Registry } from '@cp/shared/domain';
import type { ChosenRemote } from './registry';

let chosen: ChosenRemote[] = [];
let attempts = 0;

/**
 * Registers the remotes of the registry with the federation runtime (the canary for visitors in
 * its bucket) and installs the runtime plugins. Remotes are only fetched when first loaded.
 */
export function initFederation(registry: Registry, extraPlugins: ModuleFederationRuntimePlugin[] = []): ChosenRemote[] {
  chosen = chooseRemotes(registry, visitorBucket(localStorageOrNull()));
  registerPlugins([retryPlugin(), ...extraPlugins]);
  registerRemotes(chosen.map((r) => ({ name: r.name, entry: r.entry })));
  return chosen;
}

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): canary membership is just not sticky
  }
}

/** Forgets a failed remote and registers it again with a cache-busting entry URL (the retry button). */
export function resetRemote(name: string): void {
  const remote = chosen.find((r) => r.name === name);
  if (!remote) return;
  attempts += 1;
  registerRemotes([{ name, entry: bustUrl(remote.entry, attempts) }], { force: true });
}

/** Loads an exposed module, e.g. `mf_trend/desktop`; rejects when it cannot be loaded. */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const mod = await loadRemote<T>(id);
  if (!mod) throw new Error(`remote module ${id} could not be loaded`);
  return mod;
}

const preloaded = new Set<string>();

/**
 * Loads a remote's route tree in the background, once, so that the click that follows (menu
 * hover, a tab touched) finds it ready. A failure is left to the page's own load to report.
 */
export function preloadRemote(name: string, module: 'desktop' | 'mobile' = 'desktop'): void {
  const id = `${name}/${module}`;
  if (preloaded.has(id) || !chosen.some((r) => r.name === name)) return;
  preloaded.add(id);
  void loadRemote(id).catch(() => preloaded.delete(id));
}
