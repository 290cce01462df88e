import { Route } from 'react-router-dom';
import { RemoteRoute } from '@cp/shared/mf';
import type { ChosenRemote } from '@cp/shared/mf';
import { isMobilePath } from '@cp/shared/domain';

/**
 * One route per registry prefix: desktop prefixes mount the remote's `desktop` tree, `/m/…`
 * prefixes its `mobile` tree. The shell knows nothing else about a remote.
 */
export function remoteRoutes(remotes: readonly ChosenRemote[], device: 'desktop' | 'mobile') {
  return remotes.flatMap((remote) =>
    remote.routes
      .filter((prefix) => isMobilePath(prefix) === (device === 'mobile'))
      .map((prefix) => (
        <Route
          key={`${remote.name}:${prefix}`}
          path={`${prefix}/*`}
          element={<RemoteRoute remote={remote.name} module={device} prefix={prefix} />}
        />
      )),
  );
}
