import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` below the viewport (once true, it stays true).
 * Where the browser cannot tell (no IntersectionObserver), it is near at once.
 */
export function useNear(ref: RefObject<Element | null>, enabled: boolean, margin = '300px'): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!enabled || near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
