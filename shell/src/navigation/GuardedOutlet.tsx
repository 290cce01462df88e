import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { useStores } from '@cp/shared/stores';
import { PageLoading } from '@cp/shared/ui';
import { ShellErrorBoundary } from '../errors';
import { NotFoundPage } from '../pages/NotFoundPage';
import { usePlatform } from '../platform';
import { useLoginGuard } from './useLoginGuard';

/**
 * A layout's page slot: the login check first (protected paths from the registry), then the
 * page inside the error boundary. A page about one lottery (the contracts' `lotteryPages`) whose
 * code the catalogue does not know is the 404 page, as the server answers it; until the
 * catalogue has loaded, the page shows as usual (it waits for the catalogue too).
 */
export const GuardedOutlet = observer(function GuardedOutlet() {
  const { pathname } = useLocation();
  const platform = usePlatform();
  const { lotteries } = useStores();
  const code = platform.lotteryCode(pathname);
  const unknown = code !== null && lotteries.loaded && !lotteries.find(code);
  // No login notice for a page that does not exist.
  const allowed = useLoginGuard(platform.isProtected(pathname) && !unknown);
  if (unknown) return <NotFoundPage />;
  if (!allowed) return <PageLoading text="正在验证会员身份…" />;
  return (
    <ShellErrorBoundary resetKey={pathname}>
      <Outlet />
    </ShellErrorBoundary>
  );
});
