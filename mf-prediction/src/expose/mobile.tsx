import type { RemoteRouteProps } from '@cp/shared/mf';
import { PreparedStoresProvider } from '@cp/shared/ui';
import { PlanPageMobile, PlanRoutes } from '../features/plans';

/** Mobile route tree for /m/lmTj, /m/expert, /m/buyplan and /m/shJh. */
export default function MobileRoutes({ prefix, firstView }: RemoteRouteProps) {
  return (
    <PreparedStoresProvider value={firstView}>
      <PlanRoutes prefix={prefix} page={PlanPageMobile} />
    </PreparedStoresProvider>
  );
}

export { prepareFirstView } from '../features/plans';
