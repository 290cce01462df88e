export * from './registry';
export * from './plugins';
export * from './runtime';
export { RemoteRoute } from './RemoteRoute';
export type { RemoteRouteProps } from './RemoteRoute';
