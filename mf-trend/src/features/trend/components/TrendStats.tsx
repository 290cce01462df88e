import { forwardRef, memo, useCallback, useLayoutEffect, useRef } from 'react';
import { STAT_ORDER } from '@cp/shared/domain';
import {
  cellOf,
  EMPTY,
  statSegmentCellsHtml,
  statsHtml,
  type RowFormat,
  type SegmentRange,
  type TableStats,
} from '../model';
import { setText } from './rowWriter';
import { fillBoxes, hasEmptyBoxes, setFill } from './segmentFill';
import { ON_SERVER, serverMark, takeServerMark } from './serverMark';

interface Props {
  stats: TableStats;
  /** The body rows' format: the statistics rows have the same cells in the same boxes. */
  format: RowFormat;
  /** Only the table on screen names its rows for tests. */
  active: boolean;
  /** The segments whose cells the server writes (a phone's first view, as TrendRows `only`). */
  only?: SegmentRange;
}

/** What the group holds: the values and format written, and whether its rows are named. */
interface Written {
  stats: TableStats | null;
  format: RowFormat | null;
  active: boolean;
}

const HYDRATED = { __html: '' };

/**
 * Puts the values into the rows' cells where they differ from `before` (the values last
 * written). Compares numbers, never reads the DOM's texts.
 */
function writeValues(group: HTMLElement, segments: RowFormat['segments'], stats: TableStats, before: TableStats): void {
  STAT_ORDER.forEach((name, r) => {
    const row = group.children[r];
    const values = stats[name];
    const old = before[name];
    if (!row || old === values) return;
    for (let c = 0; c < values.length; c++) {
      if (old[c] === values[c]) continue;
      const cell = cellOf(row, segments, c);
      // An empty box (the server's first view on a phone) is filled with the values of its day.
      if (cell) setText(cell, values[c] === EMPTY ? '' : String(values[c]));
    }
  });
}

/**
 * The five statistics rows under the table, exactly the values the API (or, after a live draw,
 * the same definitions over the same rows) gives. The group is also the chunk anchor. Written
 * as HTML like the body rows (statsHtml: the server sends it, the browser takes it as it is —
 * 5 × columns cells React neither hydrates nor renders); new values (a live draw) only rewrite
 * the texts that changed; other columns write the rows anew.
 */
export const TrendStats = memo(
  forwardRef<HTMLDivElement, Props>(function TrendStats({ stats, format, active, only }, ref) {
    const group = useRef<HTMLDivElement | null>(null);
    const written = useRef<Written>({ stats: null, format: null, active: false });
    const setGroup = useCallback(
      (el: HTMLDivElement | null) => {
        group.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      },
      [ref],
    );
    useLayoutEffect(() => {
      const el = group.current;
      if (!el) return;
      const w = written.current;
      if (takeServerMark(el)) {
        // The server's rows: the same values in the same format (a pure function of the same answer).
        written.current = { stats, format, active };
        // Boxes the server left empty are filled with the values of the moment they come near.
        if (hasEmptyBoxes(el))
          setFill(el, (range) => {
            const { stats: values, format: f } = written.current;
            return !!values && !!f && fillBoxes(el, range, (r, s) => statSegmentCellsHtml(values[STAT_ORDER[r]], f, s));
          });
        return;
      }
      if (w.format !== format || !w.stats) {
        el.innerHTML = statsHtml(stats, format, active);
        setFill(el, null);
      } else {
        writeValues(el, format.segments, stats, w.stats);
        if (w.active !== active)
          STAT_ORDER.forEach((name, r) => {
            const row = el.children[r];
            if (active) row?.setAttribute('data-testid', `trend-stat-${name}`);
            else row?.removeAttribute('data-testid');
          });
      }
      written.current = { stats, format, active };
    });
    return (
      <div
        role="rowgroup"
        className="tf"
        ref={setGroup}
        data-testid={active ? 'trend-stats' : undefined}
        {...serverMark}
        dangerouslySetInnerHTML={ON_SERVER ? { __html: statsHtml(stats, format, active, only) } : HYDRATED}
      />
    );
  }),
);
