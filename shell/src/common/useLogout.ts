import { useNavigate } from 'react-router-dom';
import { useStores } from '@cp/shared/stores';
import { useDialogs } from '../dialogs';

/**
 * Logout with confirmation (specification section 4): 确定 clears login and profile, shows
 * 成功登出 and goes to `home`; 取消 shows 已取消動作.
 */
export function useLogout(home = '/'): () => Promise<void> {
  const { member } = useStores();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return async () => {
    if (await dialogs.confirm('确定要登出吗？', '登出')) {
      member.clear();
      dialogs.toast('成功登出');
      navigate(home);
    } else {
      dialogs.toast('已取消動作');
    }
  };
}
