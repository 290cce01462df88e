import { useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/close state of a menu dropdown: opens on hover (with a short grace period when the
 * pointer crosses a gap) or focus, closes on leaving, Esc and navigation.
 */
export function useHoverMenu(delayMs = 120) {
  // Remembers where the menu was opened: navigating elsewhere closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { pathname } = useLocation();
  const open = openAt === pathname;
  const setOpen = (value: boolean) => setOpenAt(value ? pathname : null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    open,
    setOpen,
    bind: {
      onMouseEnter: () => {
        cancel();
        setOpen(true);
      },
      onMouseLeave: () => {
        cancel();
        timer.current = setTimeout(() => setOpen(false), delayMs);
      },
      onFocus: () => setOpen(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === 'Escape') setOpen(false);
      },
    },
  };
}
