/**
 * Operator tool for remote releases (ARCHITECTURE.md "Remote registry and releases"):
 *
 *   npm run release -w @cp/server                       publish every built remote and activate it
 *   npm run release -w @cp/server -- publish mf-trend   publish one remote package (a folder name or a path)
 *   npm run release -w @cp/server -- list
 *   npm run release -w @cp/server -- activate mf_trend <version>   roll back / forward
 *   npm run release -w @cp/server -- canary mf_trend <version> <percent>
 *   npm run release -w @cp/server -- promote mf_trend
 *
 * It only edits the registry document and the release folders; nothing is rebuilt, and running
 * servers pick the change up on the next page load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, discoverRemotes, readRemote, runtimeOf } from '@cp/shared/mf/remotes';
import { loadConfig } from '../config';
import { RegistryStore } from '../modules/registry/store';
import {
  BUILT_CONTRACT,
  activate,
  listReleases,
  promoteCanary,
  publishRelease,
  setCanary,
} from '../modules/registry/releases';
import type { RemotePackage } from '../modules/registry/releases';

/**
 * A remote folder to publish, its contract read and validated (@cp/shared/mf/remotes). A folder
 * from before contracts (federation: { name, routes }, no cp-remote.json in its build) is
 * published as such: the registry entry keeps its contract, or gets those routes alone.
 */
function remotePackage(dir: string): RemotePackage {
  try {
    const remote = readRemote(dir);
    return { dir, name: remote.name, version: remote.version, runtime: runtimeOf(remote.contract) };
  } catch (err) {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const legacy = pkg.federation;
    const builtWithContract = fs.existsSync(path.join(dir, 'dist', BUILT_CONTRACT));
    if (!builtWithContract && typeof legacy?.name === 'string' && Array.isArray(legacy.routes)) {
      console.warn(`${legacy.name}: built before remote contracts; publishing it with the registry's contract`);
      return { dir, name: legacy.name, version: pkg.version, runtime: { routes: legacy.routes } };
    }
    throw err;
  }
}

function main(argv: string[]): void {
  const store = new RegistryStore(loadConfig().releasesDir);
  const [command = 'publish', ...args] = argv;
  switch (command) {
    case 'publish': {
      const dirs = args.length ? args.map((a) => path.resolve(ROOT, a)) : discoverRemotes().map((r) => r.dir);
      for (const dir of dirs) {
        const remote = remotePackage(dir);
        const { version, created } = publishRelease(store, remote);
        console.log(`${remote.name}: ${version} ${created ? '(new release)' : '(unchanged)'} is active`);
      }
      return;
    }
    case 'list': {
      for (const [name, r] of Object.entries(store.read().remotes)) {
        const canary = r.canary ? `, canary ${r.canary.version} at ${r.canary.percent}%` : '';
        console.log(`${name}: active ${r.version}${canary}; releases: ${listReleases(store, name).join(', ')}`);
      }
      return;
    }
    case 'activate':
      activate(store, args[0], args[1]);
      console.log(`${args[0]}: ${args[1]} is active`);
      return;
    case 'canary':
      setCanary(store, args[0], args[1], Number(args[2]));
      console.log(`${args[0]}: canary ${Number(args[2]) > 0 ? `${args[1]} at ${args[2]}%` : 'removed'}`);
      return;
    case 'promote':
      promoteCanary(store, args[0]);
      console.log(`${args[0]}: canary promoted`);
      return;
    default:
      throw new Error(`unknown command ${command}`);
  }
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(`release: ${(err as Error).message}`);
  process.exit(1);
}
