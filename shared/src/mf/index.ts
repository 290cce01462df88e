export * from './registry';
export * from './plugins';
export * from './runtime';
export { RemoteRoute } from './RemoteRoute';
export type { RemoteRouteProps } from './RemoteRoute';
export { LoginCheckProvider, RequireLogin } from './RequireLogin';
export type { LoginCheckHook, LoginState } from './RequireLogin';
export { LogoutProvider, useShellLogout } from './ShellLogout';
export type { LogoutHook } from './ShellLogout';
