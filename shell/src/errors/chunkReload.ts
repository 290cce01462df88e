/** sessionStorage key that remembers a chunk-failure reload in this tab. */
export const CHUNK_RELOAD_KEY = 'cp.chunkReloaded';

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/**
 * True for the errors a stale or missing code chunk produces: webpack's ChunkLoadError, its
 * "Loading chunk … failed" message, and the browsers' failed dynamic import messages.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return typeof error === 'string' && CHUNK_MESSAGE.test(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Reloads the page once per tab after a chunk failure (usually a new release replaced the old
 * chunks). A second failure in the same tab does not reload again: returns false and the caller
 * shows the error page, so a chunk that is really gone never causes a reload loop.
 */
export function reloadOnce(storage: SessionStore | null, reload: () => void): boolean {
  try {
    if (!storage || storage.getItem(CHUNK_RELOAD_KEY)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The browser's sessionStorage, or null where it is unavailable. */
export function sessionStore(): SessionStore | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads once for an unhandled chunk failure outside React (a dynamic import in an event handler). */
export function installChunkReload(target: Window = window): () => void {
  const handle = (reason: unknown) => {
    if (isChunkLoadError(reason)) reloadOnce(sessionStore(), () => target.location.reload());
  };
  const onRejection = (e: PromiseRejectionEvent) => handle(e.reason);
  const onError = (e: ErrorEvent) => handle(e.error ?? e.message);
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
