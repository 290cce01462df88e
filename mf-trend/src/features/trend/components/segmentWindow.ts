import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import {
  leadWidth,
  segmentEdges,
  segmentsIn,
  windowCss,
  type ColumnWidths,
  type SegmentRange,
  type Segments,
} from '../model';
import { fillTable } from './segmentFill';
import { takeServerMark } from './serverMark';

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
            const left = el.scrollLeft;
            const width = box.width || this.width;
            // A new height (a live draw's row, a chunk of rows) changes nothing across: the
            // tables' windows and tiles stay as they are, so nobody is told.
            if (left === this.left && width === this.width) return;
            this.left = left;
            this.width = width;
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

/**
 * What the sideways scroller around `el` shows (its scroll offset and width, in px), as last
 * seen — without reading the layout; null when there is none or it is not watched yet.
 */
export function scrollerSpan(el: Element | null): { left: number; width: number } | null {
  const scroller = el?.closest<HTMLElement>(`[${SCROLL_ATTR}]`);
  const view = scroller ? views.get(scroller) : undefined;
  return view ? { left: view.left, width: view.width } : null;
}

/**
 * Calls `fn` whenever the sideways scroller around `el` scrolls or changes width. Returns the
 * stop function (a no-op when there is no scroller).
 */
export function watchScroller(el: Element | null, fn: () => void): () => void {
  const scroller = el?.closest<HTMLElement>(`[${SCROLL_ATTR}]`);
  return scroller ? viewOf(scroller).subscribe(fn) : () => undefined;
}

/** px per design px: 1 on desktops; on phones the rem size (set by the shell) over 37.5. */
export function designScale(mobile: boolean, root: HTMLElement = document.documentElement): number {
  if (!mobile) return 1;
  return (parseFloat(root.style.fontSize) || parseFloat(getComputedStyle(root).fontSize) || 16) / 37.5;
}

/**
 * The segment boxes near what a scroller shows `width` px from `left`, for a table whose boxes
 * lie at `edges` (px from its left edge): the ones within WINDOW_MARGIN of that width.
 */
export function windowRange(edges: Float64Array, left: number, width: number): SegmentRange {
  const margin = width * WINDOW_MARGIN;
  return segmentsIn(edges, left - margin, left + width + margin);
}

/**
 * The rule for table `scope` whose segment boxes lie at `edges` while its scroller shows `width`
 * px from `left`: the boxes outside windowRange are skipped ('' when every box is near).
 */
export function windowRule(edges: Float64Array, left: number, width: number, scope: string): string {
  const [first, end] = windowRange(edges, left, width);
  return windowCss(scope, first, end, edges.length / 2);
}

/**
 * How wide the scroller is taken to be before it can be measured (the server's first view, a
 * table's first render), in design px: a phone shows 375 of them whatever its width (the rem
 * follows the screen), so 600 covers phones and small tablets; a desktop window up to 1920 px.
 */
export const FIRST_WINDOW_WIDTH = { mobile: 600, desktop: 1920 } as const;

/**
 * The segment window of a table scrolled to its left edge in a scroller of FIRST_WINDOW_WIDTH:
 * a pure function of its columns, so the server's HTML carries it (its first layout skips the
 * columns far to the right: on a phone ~300 of 六合彩's 343) and the browser hydrates the same
 * rule, which useSegmentWindow then replaces with the measured one before the first paint.
 */
export function firstWindowRule(columns: WindowColumns, scope: string): string {
  const [first, end] = firstWindowRange(columns);
  return windowCss(scope, first, end, columns.segments.from.length);
}

/** The segment boxes of firstWindowRule: on a phone, the only ones the server writes cells into. */
export function firstWindowRange(columns: WindowColumns): SegmentRange {
  const edges = segmentEdges(columns.segments, columns.widths.keys, leadWidth(columns.widths, 1), 1);
  return windowRange(edges, 0, columns.mobile ? FIRST_WINDOW_WIDTH.mobile : FIRST_WINDOW_WIDTH.desktop);
}

/** The table's columns as the window needs them: its segments, their widths, and the units. */
export interface WindowColumns {
  segments: Segments;
  widths: ColumnWidths;
  mobile: boolean;
}

/** Where each segment box is, in px, at the current rem size (on phones it changes on rotation). */
class BoxEdges {
  private columns: WindowColumns | null = null;
  private scale = 0;
  private edges: Float64Array = new Float64Array(0);

  of(columns: WindowColumns): Float64Array {
    const scale = designScale(columns.mobile);
    if (columns !== this.columns || scale !== this.scale) {
      this.edges = segmentEdges(columns.segments, columns.widths.keys, leadWidth(columns.widths, scale), scale);
      this.columns = columns;
      this.scale = scale;
    }
    return this.edges;
  }
}

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
  columns: WindowColumns,
): void {
  const columnsRef = useRef(columns);
  const applyRef = useRef<() => void>(() => undefined);

  useLayoutEffect(() => {
    const scroller = tableRef.current?.closest<HTMLElement>(`[${SCROLL_ATTR}]`);
    const style = styleRef.current;
    if (!scroller || !style) return;
    const view = viewOf(scroller);
    const boxes = new BoxEdges();
    // On a phone, the server's rule (its <style> marked, hydrated as it is) is kept while what
    // the scroller shows lies inside it. Rewriting a rule restyles every segment box already laid
    // out — on hydration, forced by the overlays' first measuring, 220 ms of a phone's 390-ms task
    // (1× CPU). A desktop gets its measured rule at once: its first window (1,920 px) is wider
    // than most screens, and the boxes kept beyond it slowed every later change of the table
    // (data arrival 30 → 50 ms in the trend bench); a table the browser renders itself gets the
    // measured rule before its first layout (nothing to restyle yet).
    const first = { columns: columnsRef.current, range: firstWindowRange(columnsRef.current) };
    const served = takeServerMark(style);
    let keepFirst = served && first.columns.mobile && style.textContent === firstWindowRule(first.columns, scope);
    applyRef.current = () => {
      const edges = boxes.of(columnsRef.current);
      const range = windowRange(edges, view.left, view.width);
      // Boxes the server left empty get their cells as they come near, in this very frame.
      fillTable(tableRef.current, range);
      keepFirst &&= first.columns === columnsRef.current && range[0] >= first.range[0] && range[1] <= first.range[1];
      if (keepFirst) return;
      const css = windowCss(scope, range[0], range[1], edges.length / 2);
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
    columnsRef.current = columns;
    applyRef.current();
  }, [columns]);
}
