import type { RemoteRouteProps } from '@cp/shared/mf';
import { GuessPage, GuessRoutes } from '../features/guess';

/** Desktop route tree of the guess centre under /lotterybet (the shell passes the prefix). */
export default function DesktopRoutes({ prefix }: RemoteRouteProps) {
  return <GuessRoutes prefix={prefix} page={GuessPage} />;
}
