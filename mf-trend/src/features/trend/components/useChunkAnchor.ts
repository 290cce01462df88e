import { useEffect } from 'react';
import type { RefObject } from 'react';

/**
 * Calls `onVisible` when the anchor (the statistics rows) scrolls into view while more rows
 * remain. The observer is recreated after every chunk, and a new observer reports at once, so a
 * short table that leaves the anchor in view keeps appending until no rows remain.
 */
export function useChunkAnchor(
  anchor: RefObject<Element | null>,
  hasMore: boolean,
  visible: number,
  onVisible: () => void,
): void {
  useEffect(() => {
    const el = anchor.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) onVisible();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [anchor, hasMore, visible, onVisible]);
}
