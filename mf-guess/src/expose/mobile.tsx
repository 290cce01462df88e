import type { RemoteRouteProps } from '@cp/shared/mf';
import { GuessRoutes } from '../features/guess/GuessRoutes';
import { GuessPageMobile } from '../features/guess/mobile/GuessPageMobile';

/** Mobile route tree of the guess centre under /m/lotterybet. */
export default function MobileRoutes({ prefix }: RemoteRouteProps) {
  return <GuessRoutes prefix={prefix} page={GuessPageMobile} />;
}
