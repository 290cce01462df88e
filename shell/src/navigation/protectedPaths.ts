/** Where the login pages are (specification section 4). */
export const DESKTOP_LOGIN = '/login?mode=login';
export const MOBILE_LOGIN = '/m/member/login';

export const NOT_LOGGED_IN_MESSAGE = '尚未登录，将跳转至登录页面';
export const EXPIRED_MESSAGE = '会员验证过期，将跳转至登录页面';

const PROTECTED: readonly RegExp[] = [
  // Desktop member centre and all its children.
  /^\/member(\/|$)/,
  // Mobile member area, except the pages a guest needs: login, register, forgot, state.
  /^\/m\/member(\/(?!(login|register|forgot|state)(\/|$))[^]*)?$/,
  // The guess centre's own records: my bets, my subscriptions, new bet.
  /^(\/m)?\/lotterybet\/lotteryhome(\/[^/]+)?\/(mylotterybet|mysubscription|newlotterybet)(\/|$)/,
];

/** True for the screens only a logged-in member may see. */
export function isProtectedPath(path: string): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PROTECTED.some((re) => re.test(p));
}

/** True for the embeddable widget, which never runs the login check. */
export function isToolboxPath(path: string): boolean {
  return path === '/transfer/toolbox' || path.startsWith('/transfer/toolbox/');
}
