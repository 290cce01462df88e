import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMobilePath } from '@cp/shared/domain';
import type { LoginState } from '@cp/shared/mf';
import { useStores } from '@cp/shared/stores';
import { useDialogs } from '../dialogs';
import { usePlatform } from '../platform';
import { gateFor } from './loginGate';
import { EXPIRED_MESSAGE, NOT_LOGGED_IN_MESSAGE } from './protectedPaths';

/** How long the mobile toast shows before the login page opens. */
export const MOBILE_NOTICE_MS = 1000;

/**
 * The login check of the specification, on mount and on every route change: with a stored
 * login, member.check() renews the token (an expired one is cleared). On a protected screen
 * (`guarded`) an expired login or no login shows the notice — desktop a 提示 message box, mobile
 * a toast — then opens the login page of the remote that owns login; elsewhere an expired
 * login is logged out silently. One check and one notice per navigation, however many guards
 * run on the page (LoginGate). Returns whether the screen may render: a protected screen waits
 * for the first check to pass; later route changes re-check without unmounting the page.
 * Call from an observer.
 */
export function useLoginGuard(guarded: boolean): boolean {
  const { member } = useStores();
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const platform = usePlatform();
  const gate = gateFor(member);
  const [verified, setVerified] = useState(() => gate.passed(key));

  useEffect(() => {
    let live = true;
    const mobile = isMobilePath(pathname);
    const sendToLogin = (message: string) => {
      if (!gate.claimNotice(key)) return;
      const login = platform.loginPage(mobile ? 'mobile' : 'desktop');
      if (mobile) {
        dialogs.toast(message, MOBILE_NOTICE_MS + 600);
        setTimeout(() => navigate(login, { replace: true }), MOBILE_NOTICE_MS);
      } else {
        void dialogs.alert(message, '提示').then(() => navigate(login, { replace: true }));
      }
    };
    if (!member.isLoggedIn) {
      if (guarded) sendToLogin(NOT_LOGGED_IN_MESSAGE);
      return;
    }
    void gate.run(key).then((result) => {
      if (!live) return;
      setVerified(result === 'ok');
      if (result !== 'ok' && guarded) sendToLogin(EXPIRED_MESSAGE);
    });
    return () => {
      live = false;
    };
  }, [key, pathname, guarded, member, gate, navigate, dialogs, platform]);

  return !guarded || (verified && member.isLoggedIn);
}

/** The check the shell provides to RequireLogin (@cp/shared/mf): the current page as a protected one. */
export function useRequiredLogin(): LoginState {
  return useLoginGuard(true) ? 'ok' : 'checking';
}
