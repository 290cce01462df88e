import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` below the viewport (once true, it stays true).
 * Where the browser cannot tell (no IntersectionObserver), it is near at once. The element may
 * appear in a later render than the first (a page the browser renders itself shows its table,
 * and what follows it, once its data has come): it is watched from the render it appears in.
 */
export function useNear(ref: RefObject<Element | null>, enabled: boolean, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watched = useRef<{ el: Element; observer: IntersectionObserver } | null>(null);
  // After every render: whether there is an element to watch changes without any dependency.
  useEffect(() => {
    const el = ref.current;
    const current = watched.current;
    if (current && (current.el !== el || !enabled || near)) {
      current.observer.disconnect();
      watched.current = null;
    }
    if (!enabled || near || !el || watched.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(el);
    watched.current = { el, observer };
  });
  useEffect(
    () => () => {
      watched.current?.observer.disconnect();
      watched.current = null;
    },
    [],
  );
  return near;
}
