import { useLocation, useNavigate } from 'react-router-dom';
import { isMobilePath } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { useDialogs } from '../dialogs';

/** Where a logout goes: the desktop home at once, the mobile member centre after a second. */
export const LOGOUT_HOME = { desktop: '/', mobile: '/m/member' } as const;
export const MOBILE_LOGOUT_DELAY_MS = 1000;

/**
 * Logout with confirmation (specification section 4): a message box titled 登出; 确定 ends the
 * server session, clears login and profile, shows 成功登出 and goes to `/` (desktop) or, after
 * one second, `/m/member` (mobile); 取消 shows 已取消動作. Also the logout remotes get through
 * useShellLogout (@cp/shared/mf).
 */
export function useLogout(): () => Promise<void> {
  const { member } = useStores();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const mobile = isMobilePath(pathname);
  return async () => {
    if (!(await dialogs.confirm('确定要登出吗？', '登出'))) {
      dialogs.toast('已取消動作');
      return;
    }
    await member.logout();
    dialogs.toast('成功登出');
    if (mobile) setTimeout(() => navigate(LOGOUT_HOME.mobile), MOBILE_LOGOUT_DELAY_MS);
    else navigate(LOGOUT_HOME.desktop);
  };
}
