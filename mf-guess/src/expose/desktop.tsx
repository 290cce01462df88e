import type { RemoteRouteProps } from '@cp/shared/mf';
import { GuessRoutes } from '../features/guess/GuessRoutes';
import { GuessPage } from '../features/guess/desktop/GuessPage';

/** Desktop route tree of the guess centre under /lotterybet (the shell passes the prefix). */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return <GuessRoutes prefix={prefix} page={GuessPage} />;
}
