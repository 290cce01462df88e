import { observer } from 'mobx-react-lite';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@cp/shared/ui';
import { ShellErrorBoundary } from '../errors';
import { useLoginGuard } from './useLoginGuard';

/** A layout's page slot: the login check first, then the page inside the error boundary. */
export const GuardedOutlet = observer(function GuardedOutlet() {
  const allowed = useLoginGuard();
  const { pathname } = useLocation();
  if (!allowed) return <PageLoading text="正在验证会员身份…" />;
  return (
    <ShellErrorBoundary resetKey={pathname}>
      <Outlet />
    </ShellErrorBoundary>
  );
});
