import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@cp/shared/ui';
import { ShellErrorBoundary } from '../errors';
import { usePlatform } from '../platform';
import { useLoginGuard } from './useLoginGuard';

/** A layout's page slot: the login check first (protected paths from the registry), then the page inside the error boundary. */
export const GuardedOutlet = observer(function GuardedOutlet() {
  const { pathname } = useLocation();
  const allowed = useLoginGuard(usePlatform().isProtected(pathname));
  if (!allowed) return <PageLoading text="正在验证会员身份…" />;
  return (
    <ShellErrorBoundary resetKey={pathname}>
      <Outlet />
    </ShellErrorBoundary>
  );
});
