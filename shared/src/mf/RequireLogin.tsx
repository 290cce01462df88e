import { createContext, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@cp/shared/stores';
import { NoData } from '../ui/NoData';
import { PageLoading } from '../ui/PageLoading';

/** Where the login check of the current page stands. */
export type LoginState = 'ok' | 'checking' | 'denied';

/**
 * The login check, as a hook: the shell provides its own (the notice, then the login page;
 * one check per navigation shared with the shell's own guard). It is called on every render
 * of RequireLogin, so a provider must hand in one stable function for the page's lifetime.
 */
export type LoginCheckHook = () => LoginState;

const LoginCheckContext = createContext<LoginCheckHook | null>(null);

/** The shell wraps its router content in this to provide its login check to the remotes. */
export function LoginCheckProvider({ check, children }: { check: LoginCheckHook; children: ReactNode }) {
  return <LoginCheckContext.Provider value={check}>{children}</LoginCheckContext.Provider>;
}

/**
 * The check where no shell provides one (a remote's standalone dev page): a stored login is
 * renewed once (member.check()); a guest or an expired login is denied.
 */
function useStandaloneLoginCheck(): LoginState {
  const { member } = useStores();
  const [state, setState] = useState<LoginState>('checking');
  useEffect(() => {
    let live = true;
    void member.check().then((result) => live && setState(result === 'ok' ? 'ok' : 'denied'));
    return () => {
      live = false;
    };
  }, [member]);
  if (!member.isLoggedIn) return 'denied';
  return state;
}

/**
 * Wrap a remote's protected routes in this: the children show only to a logged-in member.
 * Inside the shell it runs the shell's login check (a guest gets the shell's notice and is
 * taken to the login page); on a standalone dev page a simple check runs instead and a guest
 * sees a notice. Paths the remote's contract lists as `protected` are checked by the shell
 * before the remote even loads; RequireLogin guards what the remote decides at run time.
 */
export const RequireLogin = observer(function RequireLogin({
  children,
  fallback,
}: {
  children: ReactNode;
  /** Shown while checking (default: 正在验证会员身份…). */
  fallback?: ReactNode;
}) {
  const useCheck = useContext(LoginCheckContext) ?? useStandaloneLoginCheck;
  const state = useCheck();
  if (state === 'ok') return <>{children}</>;
  if (state === 'denied') return <NoData text="尚未登录，请先登录会员" />;
  return <>{fallback ?? <PageLoading text="正在验证会员身份…" />}</>;
});
