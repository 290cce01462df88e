import type { RemoteRouteProps } from '@cp/shared/mf';
import { StarterPage, StarterRoutes } from '../features/starter';

/** Desktop pages of mf-starter under its prefix (/starter). */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return <StarterRoutes prefix={prefix} page={StarterPage} />;
}
