import type { RemoteRouteProps } from '@cp/shared/mf';
import { GuessPageMobile, GuessRoutes } from '../features/guess';

/** Mobile route tree of the guess centre under /m/lotterybet. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <GuessRoutes prefix={prefix} page={GuessPageMobile} />;
}
