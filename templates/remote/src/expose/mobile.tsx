import type { RemoteRouteProps } from '@cp/shared/mf';
import { StarterPageMobile, StarterRoutes } from '../features/starter';

/** Mobile pages of mf-starter under its prefix (/m/starter). */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <StarterRoutes prefix={prefix} page={StarterPageMobile} />;
}
