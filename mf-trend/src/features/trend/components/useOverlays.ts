import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import { lineBlocks, type Block, type GridGeometry, type TableRow } from '../model';
import { afterPaint } from './afterPaint';
import { measureGrid } from './lineCanvas';
import { OverlayPainter } from './overlayPainter';
import { takeServerMark } from './serverMark';
import { scrollerSpan, watchScroller } from './segmentWindow';

interface Measured {
  /** What the geometry was read for: the blocks and the column widths (a new shape is read again). */
  blocks: readonly Block[];
  shape: unknown;
  geometry: GridGeometry;
  tableWidth: number;
}

/** The table and the elements its overlays are drawn into. */
export interface OverlayRefs {
  table: RefObject<HTMLElement | null>;
  lines: RefObject<HTMLDivElement | null>;
  under: RefObject<HTMLDivElement | null>;
  tint: RefObject<HTMLDivElement | null>;
}

/**
 * Keeps the overlays (lines above the cells; stripes, missing layer and balls beneath them) in
 * step with the table after every commit that changes the rows or the visible count (the layer
 * toggle only shows or hides the layer, TableFrame). The layout is read only when the table's
 * shape (`blocks`, `shape` = the column widths) changes or the table's width changes for another
 * reason (ResizeObserver: fonts, window): rows appended later are placed from the row pitch, and
 * only what they add is drawn.
 */
export function useOverlays(
  refs: OverlayRefs,
  rows: readonly TableRow[],
  blocks: readonly Block[],
  shape: unknown,
  starts: Int32Array,
  visible: number,
  regular: number,
  active: boolean,
): void {
  const lines = useMemo(() => lineBlocks(blocks, rows), [blocks, rows]);
  const painter = useRef<OverlayPainter | null>(null);
  const measured = useRef<Measured | null>(null);
  const drawRef = useRef<() => void>(() => undefined);
  const activeRef = useRef(active);

  useLayoutEffect(() => {
    const draw = () => {
      const table = refs.table.current;
      if (!table || !refs.lines.current || !refs.under.current || !refs.tint.current) return;
      painter.current ??= new OverlayPainter(refs.lines.current, refs.under.current, refs.tint.current, () =>
        scrollerSpan(refs.table.current),
      );
      let m = measured.current;
      if (!m || m.blocks !== blocks || m.shape !== shape) {
        // One read of the layout for a new shape (a forced layout, once, before anything is written).
        const geometry = measureGrid(table);
        if (!geometry) return;
        m = measured.current = { blocks, shape, geometry, tableWidth: table.offsetWidth };
      }
      const count = Math.min(visible, rows.length);
      painter.current.paint({ geometry: m.geometry, blocks, lines, regular, rows, count, starts });
    };
    drawRef.current = draw;
    // A table the server rendered is on screen already, without overlays (canvases are the
    // browser's alone): its first ones are drawn just after the hydration's frame, so that the
    // hydration's commit and the overlays' measuring and drawing are two tasks on a phone rather
    // than one long one. Every later change is drawn in its own commit, as before.
    const table = refs.table.current;
    if (table && takeServerMark(table)) {
      let current = true;
      afterPaint(() => {
        if (!current) return;
        draw();
        if (activeRef.current) painter.current?.reveal();
      });
      return () => {
        current = false;
      };
    }
    draw();
  }, [refs, rows, blocks, shape, lines, starts, visible, regular]);

  // A table shown again (TableSlots) shows its canvases in the very frame it appears in.
  useLayoutEffect(() => {
    activeRef.current = active;
    if (active) painter.current?.reveal();
  }, [active]);

  useEffect(() => {
    const table = refs.table.current;
    if (!table || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].borderBoxSize?.[0];
      const m = measured.current;
      // Rows appended change the height only; the pitch already places them.
      if (!box || !m || !box.inlineSize || Math.round(box.inlineSize) === m.tableWidth) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        measured.current = null;
        painter.current?.reset();
        drawRef.current();
      });
    });
    observer.observe(table);
    // Tiles far beside what the scroller shows leave the flow; they come back as it scrolls.
    const stopScroll = watchScroller(table, () => painter.current?.showNear());
    return () => {
      cancelAnimationFrame(frame);
      stopScroll();
      observer.disconnect();
      painter.current?.dispose();
    };
  }, [refs]);
}
