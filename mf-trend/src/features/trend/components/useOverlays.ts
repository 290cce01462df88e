import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import { lineBlocks, type Block, type TableRow } from '../model';
import { measureTable, paintOverlays } from './lineCanvas';

const sizeOf = (w: number, h: number) => `${Math.round(w)}x${Math.round(h)}`;

/**
 * Keeps the overlays (lines above the cells; stripes and missing layer beneath them) in step
 * with the table: draws synchronously after every commit that changes the rows, blocks, visible
 * count or the layer toggle (measure everything, then paint),
 * and again on the next frame when the table's size changes for another reason
 * (ResizeObserver: fonts, window).
 */
export function useOverlays(
  tableRef: RefObject<HTMLElement | null>,
  linesRef: RefObject<HTMLDivElement | null>,
  underRef: RefObject<HTMLDivElement | null>,
  rows: readonly TableRow[],
  blocks: readonly Block[],
  starts: Int32Array,
  visible: number,
  showLayer: boolean,
): void {
  const lines = useMemo(() => lineBlocks(blocks, rows), [blocks, rows]);
  const drawRef = useRef<() => void>(() => undefined);
  const drawnSize = useRef('');

  useLayoutEffect(() => {
    const draw = () => {
      const table = tableRef.current;
      if (!table || !linesRef.current || !underRef.current) return;
      const layout = measureTable(table, visible);
      drawnSize.current = sizeOf(table.offsetWidth, table.offsetHeight);
      paintOverlays(linesRef.current, underRef.current, layout, lines, rows.slice(0, visible), starts, showLayer);
    };
    drawRef.current = draw;
    draw();
  }, [tableRef, linesRef, underRef, rows, lines, starts, visible, showLayer]);

  useEffect(() => {
    const table = tableRef.current;
    if (!table || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1].borderBoxSize?.[0];
      if (box && sizeOf(box.inlineSize, box.blockSize) === drawnSize.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => drawRef.current());
    });
    observer.observe(table);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [tableRef]);
}
