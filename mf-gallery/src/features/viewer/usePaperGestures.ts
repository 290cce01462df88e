import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MouseEvent as ReactMouseEvent, PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { isDoubleTap, swipeStep } from './gestures';
import type { PeriodStep } from './PaperStore';
import type { ZoomStore } from './ZoomStore';

interface Track {
  x: number;
  y: number;
}

/** A tap moves less than this. */
const TAP_SLOP_PX = 10;

/**
 * The paper's gestures, turned into ZoomStore calls and period steps: the mouse wheel zooms at
 * the cursor; one pointer drags a zoomed paper; two pinch; a double click or double tap
 * toggles zoom; a quick sideways swipe of a finger on an unzoomed paper turns the period.
 */
export function usePaperGestures(
  ref: RefObject<HTMLElement | null>,
  zoom: ZoomStore,
  onStep: (step: PeriodStep) => void,
) {
  const pointers = useRef(new Map<number, Track>());
  const start = useRef<{ x: number; y: number; time: number; multi: boolean } | null>(null);
  const lastTap = useRef<{ x: number; y: number; time: number } | null>(null);
  // Some phones also send dblclick after a double tap: it must not undo the tap's toggle.
  const touchToggledAt = useRef(-Infinity);

  // The viewport size bounds panning; it follows the layout.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => zoom.setViewport({ width: el.clientWidth, height: el.clientHeight });
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, zoom]);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const handleWheel = (e: WheelEvent) => {
      e.preventDefault();
      zoom.wheel(e.deltaY, localPoint(el, e.clientX, e.clientY));
    };
    el.addEventListener('wheel', handleWheel, { passive: false });
    return () => el.removeEventListener('wheel', handleWheel);
  }, [ref, zoom]);

  const handlePointerDown = (e: ReactPointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    e.currentTarget.setPointerCapture?.(e.pointerId);
    if (pointers.current.size === 1) start.current = { x: e.clientX, y: e.clientY, time: e.timeStamp, multi: false };
    else if (start.current) start.current.multi = true;
  };

  const handlePointerMove = (e: ReactPointerEvent<HTMLElement>) => {
    const before = pointers.current.get(e.pointerId);
    if (!before) return;
    const all = [...pointers.current.entries()];
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (all.length === 2) {
      const other = all.find(([id]) => id !== e.pointerId)![1];
      const was = Math.hypot(before.x - other.x, before.y - other.y);
      const now = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      const mid = localPoint(e.currentTarget, (e.clientX + other.x) / 2, (e.clientY + other.y) / 2);
      if (was > 0) zoom.pinch(now / was, mid, (e.clientX - before.x) / 2, (e.clientY - before.y) / 2);
    } else if (all.length === 1 && zoom.zoomed) {
      zoom.pan(e.clientX - before.x, e.clientY - before.y);
    }
  };

  const handlePointerEnd = (e: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const began = start.current;
    if (pointers.current.size > 0 || !began) return;
    start.current = null;
    if (began.multi || e.type === 'pointercancel' || e.pointerType === 'mouse') return;
    const dx = e.clientX - began.x;
    const dy = e.clientY - began.y;
    if (Math.hypot(dx, dy) < TAP_SLOP_PX) {
      const tap = { x: e.clientX, y: e.clientY, time: e.timeStamp };
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = null;
        touchToggledAt.current = e.timeStamp;
        zoom.toggle(localPoint(e.currentTarget, e.clientX, e.clientY));
      } else lastTap.current = tap;
      return;
    }
    if (zoom.zoomed) return;
    const step = swipeStep(dx, dy, e.timeStamp - began.time);
    if (step) onStep(step);
  };

  const handleDoubleClick = (e: ReactMouseEvent<HTMLElement>) => {
    if (e.timeStamp - touchToggledAt.current < 500) return;
    zoom.toggle(localPoint(e.currentTarget, e.clientX, e.clientY));
  };

  return {
    onPointerDown: handlePointerDown,
    onPointerMove: handlePointerMove,
    onPointerUp: handlePointerEnd,
    onPointerCancel: handlePointerEnd,
    onDoubleClick: handleDoubleClick,
  };
}

/** A client point in the element's own coordinates. */
function localPoint(el: Element, clientX: number, clientY: number) {
  const box = el.getBoundingClientRect();
  return { x: clientX - box.left, y: clientY - box.top };
}
