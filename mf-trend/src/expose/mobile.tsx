import type { RemoteRouteProps } from '@cp/shared/mf';
import { PreparedStoresProvider } from '@cp/shared/ui';
import { REMOTE_NAME } from '../remote';
import { TrendRoutes } from '../routes/TrendRoutes';

/** Mobile pages of mf-trend under `prefix`: /m/lottery/trend, /m/lottery/history, /m/changltx. */
export default function MobileRoutes({ prefix, firstView }: RemoteRouteProps) {
  return (
    <PreparedStoresProvider value={firstView}>
      <div data-remote={REMOTE_NAME}>
        <TrendRoutes prefix={prefix} mobile />
      </div>
    </PreparedStoresProvider>
  );
}

export { prepareFirstView } from '../routes/firstView';
