import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { useStores } from '@cp/shared/stores';

/**
 * The logout of the specification (section 4) as a hook: a confirmation titled 登出, then
 * login and profile cleared, 成功登出 and the home page; a cancel says 已取消動作. The shell
 * provides its own (its message box and toast); it must hand in one stable hook for the
 * page's lifetime, as it is called on every render.
 */
export type LogoutHook = () => () => Promise<void>;

const LogoutContext = createContext<LogoutHook | null>(null);

/** The shell wraps its router content in this so a remote's logout button uses the shell's dialogs. */
export function LogoutProvider({ logout, children }: { logout: LogoutHook; children: ReactNode }) {
  return <LogoutContext.Provider value={logout}>{children}</LogoutContext.Provider>;
}

/** Where no shell provides one (a remote's standalone dev page): the browser's confirm, then logout. */
function useStandaloneLogout(): () => Promise<void> {
  const { member } = useStores();
  return async () => {
    if (window.confirm('确定要登出吗？')) await member.logout();
  };
}

/** The logout action for a remote's 登出 button or icon: the shell's when inside the shell. */
export function useShellLogout(): () => Promise<void> {
  const useLogout = useContext(LogoutContext) ?? useStandaloneLogout;
  return useLogout();
}
