import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { segmentsIn, windowCss } from '../model';

/** Segments within this share of the scroller's width beyond either side of it stay rendered. */
export const WINDOW_MARGIN = 0.1;

/** The attribute that marks the element a trend table scrolls sideways in… */
export const SCROLL_ATTR = 'data-scroll-x';
/** …as props for that element. */
export const scrollerProps = { [SCROLL_ATTR]: '' };

type Listener = () => void;

/**
 * What a sideways scroller shows (its scroll offset and width), shared by every table inside it:
 * one scroll listener and one ResizeObserver. Read without forcing a layout — the offset in the
 * scroll event, the width from the observer — so a table written this frame can ask for it.
 */
class ScrollerView {
  left = 0;
  /** Until the observer reports, the window's width (the scroller is never wider). */
  width = typeof window === 'undefined' ? 1024 : window.innerWidth;
  private readonly listeners = new Set<Listener>();
  private readonly observer: ResizeObserver | null;

  constructor(private readonly el: HTMLElement) {
    el.addEventListener('scroll', this.onScroll, { passive: true });
    this.observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            const box = entries[entries.length - 1].contentRect;
            // After layout: reading the offset here costs nothing.
            this.left = el.scrollLeft;
            if (box.width) this.width = box.width;
            this.notify();
          });
    this.observer?.observe(el);
  }

  private readonly onScroll = () => {
    this.left = this.el.scrollLeft;
    this.notify();
  };

  private notify(): void {
    for (const fn of this.listeners) fn();
  }

  subscribe(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => {
      this.listeners.delete(fn);
      if (this.listeners.size) return;
      this.el.removeEventListener('scroll', this.onScroll);
      this.observer?.disconnect();
      views.delete(this.el);
    };
  }
}

const views = new WeakMap<HTMLElement, ScrollerView>();

function viewOf(el: HTMLElement): ScrollerView {
  let view = views.get(el);
  if (!view) views.set(el, (view = new ScrollerView(el)));
  return view;
}

/**
 * Renders only the segment boxes of a table near what its scroller shows: the others are
 * skipped through one style rule (windowCss) in `styleRef`, rewritten when the range of boxes
 * changes — on a sideways scroll, in the scroll event, so the boxes coming near are laid out and
 * painted in that very frame. Set before the table is first laid out (a layout effect of the
 * table, ahead of the overlays' measuring). Without a scroller around it everything renders.
 */
export function useSegmentWindow(
  tableRef: RefObject<HTMLElement | null>,
  styleRef: RefObject<HTMLStyleElement | null>,
  scope: string,
  edges: Float64Array,
): void {
  const edgesRef = useRef(edges);
  const applyRef = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const scroller = tableRef.current?.closest<HTMLElement>(`[${SCROLL_ATTR}]`);
    const style = styleRef.current;
    if (!scroller || !style) return;
    const view = viewOf(scroller);
    applyRef.current = () => {
      const e = edgesRef.current;
      const margin = view.width * WINDOW_MARGIN;
      const [first, end] = segmentsIn(e, view.left - margin, view.left + view.width + margin);
      const css = windowCss(scope, first, end, e.length / 2);
      if (style.textContent !== css) style.textContent = css;
    };
    applyRef.current();
    const stop = view.subscribe(() => applyRef.current());
    return () => {
      stop();
      applyRef.current = () => undefined;
    };
  }, [tableRef, styleRef, scope]);

  useLayoutEffect(() => {
    edgesRef.current = edges;
    applyRef.current();
  }, [edges]);
}
