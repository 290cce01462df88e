import { useCallback, useEffect, useState } from 'react';

export interface CarouselState {
  index: number;
  /** Paused by the visitor (the pause button); stays until they press play. */
  paused: boolean;
  /** Held while the pointer is over it or focus is inside it. */
  held: boolean;
  /** Auto-advance is on: more than one slide, not paused, not held, motion allowed. */
  playing: boolean;
  go(index: number): void;
  next(): void;
  prev(): void;
  setPaused(paused: boolean): void;
  setHeld(held: boolean): void;
}

/** True when the visitor asked for reduced motion (then nothing moves by itself). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The state of a slider of `count` slides: the current one, wrapping at both ends, advancing
 * every `interval` ms unless paused (button), held (hover, focus) or motion is reduced. Each
 * change of slide starts the interval again, so a slide chosen by hand stays its full time.
 */
export function useCarousel(count: number, interval: number): CarouselState {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const [reduced] = useState(prefersReducedMotion);
  const go = useCallback((i: number) => setIndex(count > 0 ? ((i % count) + count) % count : 0), [count]);
  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const playing = count > 1 && !paused && !held && !reduced;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => go(current + 1), interval);
    return () => clearTimeout(timer);
  }, [playing, current, interval, go]);

  return {
    index: current,
    paused,
    held,
    playing,
    go,
    next: () => go(current + 1),
    prev: () => go(current - 1),
    setPaused,
    setHeld,
  };
}
