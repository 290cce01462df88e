/** The public face of the account feature: login, register, find password and the member status line. */
export { AuthForm } from './AuthForm';
export { AuthStore } from './AuthStore';
export { ForgotPage } from './ForgotPage';
export { LoginPage } from './LoginPage';
export { MemberStatus } from './MemberStatus';
export { WeeklyBonusNotice, landingState } from './WeeklyBonusNotice';
export type { LoginLanding } from './WeeklyBonusNotice';
