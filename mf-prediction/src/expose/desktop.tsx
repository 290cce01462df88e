import type { RemoteRouteProps } from '@cp/shared/mf';
import { PreparedStoresProvider } from '@cp/shared/ui';
import { PlanPage, PlanRoutes } from '../features/plans';

/** Desktop route tree for /lmTj, /expert, /buyplan and /shJh (the shell passes the prefix). */
export default function DesktopRoutes({ prefix, firstView }: RemoteRouteProps) {
  return (
    <PreparedStoresProvider value={firstView}>
      <PlanRoutes prefix={prefix} page={PlanPage} />
    </PreparedStoresProvider>
  );
}

export { prepareFirstView } from '../features/plans';
