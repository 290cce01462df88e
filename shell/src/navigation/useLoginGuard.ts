import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isMobilePath } from '@cp/shared/domain';
import { useStores } from '@cp/shared/stores';
import { useDialogs } from '../dialogs';
import { DESKTOP_LOGIN, EXPIRED_MESSAGE, MOBILE_LOGIN, NOT_LOGGED_IN_MESSAGE, isProtectedPath } from './protectedPaths';

/** How long the mobile toast shows before the login page opens. */
export const MOBILE_NOTICE_MS = 1000;

/**
 * The login check of the specification, on mount and on every route change: with a stored
 * login, member.check() renews the token (an expired one is cleared). On a protected screen an
 * expired login or no login shows the notice — desktop a 提示 message box, mobile a toast —
 * then opens the login page; elsewhere an expired login is logged out silently.
 * Returns whether the current screen may render: a protected screen waits for the first check
 * to pass; later route changes re-check without unmounting the page. Call from an observer.
 */
export function useLoginGuard(): boolean {
  const { member } = useStores();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const guarded = isProtectedPath(pathname);
  const [verified, setVerified] = useState(false);

  useEffect(() => {
    let live = true;
    const mobile = isMobilePath(pathname);
    const sendToLogin = (message: string) => {
      if (mobile) {
        dialogs.toast(message, MOBILE_NOTICE_MS + 600);
        setTimeout(() => navigate(MOBILE_LOGIN, { replace: true }), MOBILE_NOTICE_MS);
      } else {
        void dialogs.alert(message, '提示').then(() => navigate(DESKTOP_LOGIN, { replace: true }));
      }
    };
    if (!member.isLoggedIn) {
      if (guarded) sendToLogin(NOT_LOGGED_IN_MESSAGE);
      return;
    }
    void member.check().then((result) => {
      if (!live) return;
      setVerified(result === 'ok');
      if (result !== 'ok' && guarded) sendToLogin(EXPIRED_MESSAGE);
    });
    return () => {
      live = false;
    };
  }, [pathname, guarded, member, navigate, dialogs]);

  return !guarded || (verified && member.isLoggedIn);
}
