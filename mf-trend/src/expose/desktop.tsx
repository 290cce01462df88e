import type { RemoteRouteProps } from '@cp/shared/mf';
import { TrendRoutes } from '../routes/TrendRoutes';

/** Desktop pages of mf-trend under `prefix`: /lottery/trend, /lottery/history, /changltx. */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return (
    <div data-remote="mf_trend">
      <TrendRoutes prefix={prefix} mobile={false} />
    </div>
  );
}
