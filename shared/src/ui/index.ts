export { theme } from './theme';
export type { Theme } from './theme';
export { PageLoading } from './PageLoading';
export { RemoteFallback } from './RemoteFallback';
