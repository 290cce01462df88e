import type { RemoteRouteProps } from '@cp/shared/mf';
import { REMOTE_NAME } from '../remote';
import { TrendRoutes } from '../routes/TrendRoutes';

/** Mobile pages of mf-trend under `prefix`: /m/lottery/trend, /m/lottery/history, /m/changltx. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return (
    <div data-remote={REMOTE_NAME}>
      <TrendRoutes prefix={prefix} mobile />
    </div>
  );
}
