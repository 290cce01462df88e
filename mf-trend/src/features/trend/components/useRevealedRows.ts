import { useEffect, useState } from 'react';
import { afterPaint } from './afterPaint';

/** Rows revealed a frame when a chunk is appended (issue 19: no task over 50 ms while scrolling). */
export const REVEAL_SLICE = 10;

/**
 * The rows the table on screen renders: `target`, but when it grows by more than a slice (a
 * chunk of 30 appended as the statistics scroll into view) it is reached a slice a frame, each
 * slice written, laid out and painted in its own task (the row writer and the overlays append
 * only what is new). A live row, fewer rows or another table (`table`) show at once.
 */
export function useRevealedRows(target: number, table: unknown, schedule = afterPaint): number {
  const [state, setState] = useState({ table, base: target });
  // Another table, fewer rows or a few more (a live row): all of them at once — derived state,
  // set while rendering, so a later chunk starts from what is shown.
  let base = state.base;
  if (state.table !== table || target - base <= REVEAL_SLICE) {
    base = target;
    if (state.table !== table || state.base !== target) setState({ table, base });
  }
  const shown = Math.min(target, base + REVEAL_SLICE);
  useEffect(() => {
    if (shown >= target) return;
    // This slice is being painted: the next one after it.
    schedule(() => setState((s) => (s.table === table && s.base < shown ? { table, base: shown } : s)));
  }, [shown, target, table, schedule]);
  return shown;
}
