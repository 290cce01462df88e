import type { HttpClient } from '@cp/shared/api';
import { isMobilePath } from '@cp/shared/domain';
import { withFirstView } from '@cp/shared/mf';
import type { ChosenRemote, RemoteRouteModule, ServerRemote } from '@cp/shared/mf';
import type { RootStore } from '@cp/shared/stores';

/** A remote's server bundle as the API server loads it (shared/src/mf/remoteServerEntry.js). */
export interface RemoteServerBundle {
  contract?: unknown;
  desktop?: Partial<RemoteRouteModule>;
  mobile?: Partial<RemoteRouteModule>;
}

/** The remote route a page path is under: which remote, its module and the registry prefix. */
export interface RemoteMatch {
  remote: ChosenRemote;
  module: 'desktop' | 'mobile';
  prefix: string;
  /** The module id RemoteRoute loads: `<remote>/<module>`. */
  id: string;
}

/** The remote route of `path` (the longest registry prefix of its device), or null. */
export function matchRemoteRoute(remotes: readonly ChosenRemote[], path: string): RemoteMatch | null {
  const mobile = isMobilePath(path);
  let best: RemoteMatch | null = null;
  for (const remote of remotes)
    for (const prefix of remote.routes) {
      if (isMobilePath(prefix) !== mobile) continue;
      if (path !== prefix && !path.startsWith(`${prefix}/`)) continue;
      if (best && best.prefix.length >= prefix.length) continue;
      const module = mobile ? 'mobile' : 'desktop';
      best = { remote, module, prefix, id: `${remote.name}/${module}` };
    }
  return best;
}

/**
 * The remote part of a server-rendered first view: the page's route module from the remote's
 * server bundle, its first view prepared over the recording client (the answers go into the
 * page for the browser's own preparation). Null — the page shows the remote's loading state,
 * as before — when the remote has no server bundle (an older release), its module prepares no
 * first view or returns null for this page, or the preparation fails.
 */
export async function prepareServerRemote(
  match: RemoteMatch | null,
  bundle: RemoteServerBundle | null,
  input: { path: string; root: RootStore; client: HttpClient },
): Promise<ServerRemote | null> {
  if (!match || !bundle || bundle.contract !== 1) return null;
  const module = bundle[match.module];
  if (!module?.default || typeof module.prepareFirstView !== 'function') return null;
  const firstView = await module.prepareFirstView({ ...input, prefix: match.prefix });
  // null: the module leaves this page to the browser (it shows what only the browser knows).
  if (firstView === null) return null;
  return { id: match.id, Routes: withFirstView(module.default, firstView) };
}
