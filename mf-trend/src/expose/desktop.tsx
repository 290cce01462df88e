import type { RemoteRouteProps } from '@cp/shared/mf';
import { PreparedStoresProvider } from '@cp/shared/ui';
import { REMOTE_NAME } from '../remote';
import { TrendRoutes } from '../routes/TrendRoutes';

/** Desktop pages of mf-trend under `prefix`: /lottery/trend, /lottery/history, /changltx. */
export default function DesktopRoutes({ prefix, firstView }: RemoteRouteProps) {
  return (
    <PreparedStoresProvider value={firstView}>
      <div data-remote={REMOTE_NAME}>
        <TrendRoutes prefix={prefix} mobile={false} />
      </div>
    </PreparedStoresProvider>
  );
}

export { prepareFirstView } from '../routes/firstView';
