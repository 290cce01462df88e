import { reaction } from 'mobx';
import type { DrawInfo } from '@cp/shared/api';
import type { RootStore } from '@cp/shared/stores';

/**
 * Keeps a page live on lottery `code`: hands each new draw of the DrawStore (push + poll) to
 * `apply`, one after the other, and calls `reload` when the push stream resyncs (draws were
 * missed). Returns the stop function.
 */
export function watchLiveDraws(
  root: RootStore,
  code: string,
  apply: (info: DrawInfo | undefined, prev: DrawInfo | undefined) => void,
  reload: () => void,
): () => void {
  const unwatch = root.draws.watch([code]);
  const stop = reaction(
    () => root.draws.info(code),
    (info, prev) => apply(info, prev),
  );
  const stopResync = reaction(
    () => root.draws.resyncs,
    () => reload(),
  );
  return () => {
    stop();
    stopResync();
    unwatch();
  };
}
