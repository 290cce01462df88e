import type { RemoteRouteProps } from '@cp/shared/mf';
import { PlanRoutes } from '../features/plans/PlanRoutes';
import { PlanPageMobile } from '../features/plans/mobile/PlanPageMobile';

/** Mobile route tree for /m/lmTj, /m/expert, /m/buyplan and /m/shJh. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <PlanRoutes prefix={prefix} page={PlanPageMobile} />;
}
