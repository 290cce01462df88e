export * from './registry';
export * from './plugins';
export * from './runtime';
export {
  RemoteRoute,
  ServerRemoteContext,
  expectRemoteFirstView,
  whenRemoteFirstViewTaken,
  withFirstView,
} from './RemoteRoute';
export type { RemoteFirstViewInput, RemoteRouteModule, RemoteRouteProps, ServerRemote } from './RemoteRoute';
export { LoginCheckProvider, RequireLogin } from './RequireLogin';
export type { LoginCheckHook, LoginState } from './RequireLogin';
export { LogoutProvider, useShellLogout } from './ShellLogout';
export type { LogoutHook } from './ShellLogout';
