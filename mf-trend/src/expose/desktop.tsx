import type { RemoteRouteProps } from '@cp/shared/mf';
import { REMOTE_NAME } from '../remote';
import { TrendRoutes } from '../routes/TrendRoutes';

/** Desktop pages of mf-trend under `prefix`: /lottery/trend, /lottery/history, /changltx. */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return (
    <div data-remote={REMOTE_NAME}>
      <TrendRoutes prefix={prefix} mobile={false} />
    </div>
  );
}
