import type { RemoteRouteProps } from '@cp/shared/mf';
import { useStores } from '@cp/shared/stores';
import { observer } from 'mobx-react-lite';

const DesktopRoutes = observer(function DesktopRoutes({ prefix }: RemoteRouteProps) {
  const { lotteries } = useStores();
  return (
    <div data-remote="mf_trend">
      {prefix} — {lotteries.list.length}
    </div>
  );
});
export default DesktopRoutes;
