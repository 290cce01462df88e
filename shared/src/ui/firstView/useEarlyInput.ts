import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * For a text input the server's HTML carries: what a visitor types (or the browser autofills)
 * before the scripts run stays in the element through hydration, unknown to the store, and the
 * next render would wipe it. This hands it to `take` once, when the input is first there (a
 * no-op where the browser rendered the input itself: the element holds `value`).
 */
export function useEarlyInput(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  take: (typed: string) => void,
): void {
  const taken = useRef(false);
  useEffect(() => {
    const el = ref.current;
    if (taken.current || !el) return;
    taken.current = true;
    if (el.value !== value) take(el.value);
  }, [ref, value, take]);
}
