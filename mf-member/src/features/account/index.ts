/** The public face of the account feature: login and the member status line. */
export { LoginPage } from './LoginPage';
export { MemberStatus } from './MemberStatus';
