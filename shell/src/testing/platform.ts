import type { Registry } from '@cp/shared/domain';
import { chooseRemotes } from '@cp/shared/mf';
import type { ChosenRemote } from '@cp/shared/mf';
import { discoverRemotes, runtimeOf } from '@cp/shared/mf/remotes';
import { createPlatform } from '../platform';

/**
 * The registry the release tool would write for this repository's remotes (their contracts, as
 * `npm run build` publishes them): shell tests run against the real contracts, so a contract
 * change that breaks what the shell shows fails here.
 */
export function repoRegistry(): Registry {
  return {
    remotes: Object.fromEntries(
      discoverRemotes().map((r) => [
        r.name,
        {
          version: `${r.version}-test`,
          entry: `/remotes/${r.name}/${r.version}-test/mf-manifest.json`,
          ...runtimeOf(r.contract),
        },
      ]),
    ),
  };
}

let cached: ChosenRemote[] | null = null;

/** The remotes of repoRegistry() as the shell gets them (no canary). */
export function repoRemotes(): ChosenRemote[] {
  cached ??= chooseRemotes(repoRegistry(), 99);
  return cached;
}

export const repoPlatform = () => createPlatform(repoRemotes());
