import type { RemoteRouteProps } from '@cp/shared/mf';
import { PlanPageMobile, PlanRoutes } from '../features/plans';

/** Mobile route tree for /m/lmTj, /m/expert, /m/buyplan and /m/shJh. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <PlanRoutes prefix={prefix} page={PlanPageMobile} />;
}
