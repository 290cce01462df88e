/**
 * Operator tool for remote releases (ARCHITECTURE.md "Remote registry and releases"):
 *
 *   npm run release -w @cp/server                       publish every built remote and activate it
 *   npm run release -w @cp/server -- publish mf-trend   publish one remote package
 *   npm run release -w @cp/server -- list
 *   npm run release -w @cp/server -- activate mf_trend <version>   roll back / forward
 *   npm run release -w @cp/server -- canary mf_trend <version> <percent>
 *   npm run release -w @cp/server -- promote mf_trend
 *
 * It only edits the registry document and the release folders; nothing is rebuilt, and running
 * servers pick the change up on the next page load.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { RegistryStore } from '../modules/registry/store';
import {
  REMOTE_PACKAGES,
  activate,
  listReleases,
  promoteCanary,
  publishRelease,
  readRemotePackage,
  setCanary,
} from '../modules/registry/releases';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function main(argv: string[]): void {
  const store = new RegistryStore(loadConfig().releasesDir);
  const [command = 'publish', ...args] = argv;
  switch (command) {
    case 'publish': {
      const dirs = args.length ? args : [...REMOTE_PACKAGES];
      for (const dir of dirs) {
        const remote = readRemotePackage(REPO_ROOT, dir);
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
