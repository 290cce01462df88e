import type { RemoteRouteProps } from '@cp/shared/mf';
import { PlanPage, PlanRoutes } from '../features/plans';

/** Desktop route tree for /lmTj, /expert, /buyplan and /shJh (the shell passes the prefix). */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return <PlanRoutes prefix={prefix} page={PlanPage} />;
}
