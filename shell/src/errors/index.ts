export { ErrorPage } from './ErrorPage';
export type { ErrorPageProps } from './ErrorPage';
export { ShellErrorBoundary } from './ShellErrorBoundary';
export { CHUNK_RELOAD_KEY, installChunkReload, isChunkLoadError, reloadOnce } from './chunkReload';
