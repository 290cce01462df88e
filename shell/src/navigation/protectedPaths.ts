/**
 * The login notices (specification section 4). Which paths need a logged-in member, and where
 * the login pages are, come from the remotes' contracts (Platform.isProtected, loginPage).
 */
export const NOT_LOGGED_IN_MESSAGE = '尚未登录，将跳转至登录页面';
export const EXPIRED_MESSAGE = '会员验证过期，将跳转至登录页面';

/** True for the embeddable widget, which never runs the login check. */
export function isToolboxPath(path: string): boolean {
  return path === '/transfer/toolbox' || path.startsWith('/transfer/toolbox/');
}
