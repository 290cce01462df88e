import type { RemoteRouteProps } from '@cp/shared/mf';
import { useStores } from '@cp/shared/stores';
import { observer } from 'mobx-react-lite';

const MobileRoutes = observer(function MobileRoutes({ prefix }: RemoteRouteProps) {
  const { lotteries } = useStores();
  return (
    <div data-remote="mf_trend">
      {prefix} — {lotteries.list.length}
    </div>
  );
});
export default MobileRoutes;
