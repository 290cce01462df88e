import { useEffect, useState } from 'react';

/**
 * The visitor's first input in this document: a pointer, a touch, a key, the wheel or a scroll.
 * Work that only serves what the visitor may do next (building the other views' tables ahead of
 * their first visit) waits for it, so that it never competes with the page loading: a page
 * that is only looked at does nothing after its load, and one that is used gets the work done
 * while it is being read. Once seen, it stays seen (later pages of the site start at once).
 */
const EVENTS = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;
let seen = typeof window === 'undefined';
const waiting = new Set<() => void>();

function onInput(): void {
  seen = true;
  for (const type of EVENTS) window.removeEventListener(type, onInput, true);
  const fns = [...waiting];
  waiting.clear();
  fns.forEach((fn) => fn());
}

/** Runs `fn` at the visitor's first input (at once if there was one). Returns a cancel function. */
export function afterFirstInput(fn: () => void): () => void {
  if (seen) {
    fn();
    return () => undefined;
  }
  if (waiting.size === 0)
    for (const type of EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  waiting.add(fn);
  return () => waiting.delete(fn);
}

/** Whether the visitor has made an input in this document yet (renders again when they do). */
export function useFirstInput(): boolean {
  const [now, setNow] = useState(seen);
  useEffect(() => (now ? undefined : afterFirstInput(() => setNow(true))), [now]);
  return now;
}
