import { forwardRef, memo, useCallback, useLayoutEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { STAT_LABELS, STAT_ORDER, type StatName } from '@cp/shared/domain';
import { cellOf, EMPTY, type Block, type Segments, type TableStats } from '../model';
import { setText } from './rowWriter';

interface Props {
  blocks: readonly Block[];
  stats: TableStats;
  lead: readonly [CSSProperties, CSSProperties];
  keyStyles: readonly (CSSProperties | null)[];
  /** The boxes the key cells come in, as in the body rows, and their widths. */
  segments: Segments;
  segmentStyles: readonly CSSProperties[];
  /** Only the table on screen names its rows for tests. */
  active: boolean;
}

/**
 * Puts the values into the rows' cells where they differ from `before` (what the cells show: the
 * values last written, or the current ones where React has just rendered a row). Compares numbers,
 * never reads the DOM's texts.
 */
function writeValues(group: HTMLElement, segments: Segments, stats: TableStats, before: TableStats | null): void {
  STAT_ORDER.forEach((name, r) => {
    const row = group.children[r];
    const values = stats[name];
    const old = before?.[name];
    if (!row || old === values) return;
    for (let c = 0; c < values.length; c++) {
      if (old && old[c] === values[c]) continue;
      const cell = cellOf(row, segments, c);
      if (!cell) continue;
      setText(cell, values[c] === EMPTY ? '' : String(values[c]));
    }
  });
}

/**
 * The five statistics rows under the table, exactly the values the API (or, after a live draw,
 * the same definitions over the same rows) gives. The group is also the chunk anchor. The rows
 * render their cells when the columns change; new values (a live draw) only rewrite the texts
 * that changed, without React walking 5 × columns cells.
 */
export const TrendStats = memo(
  forwardRef<HTMLDivElement, Props>(function TrendStats(
    { blocks, stats, lead, keyStyles, segments, segmentStyles, active },
    ref,
  ) {
    const group = useRef<HTMLDivElement | null>(null);
    const written = useRef<TableStats | null>(null);
    const setGroup = useCallback(
      (el: HTMLDivElement | null) => {
        group.current = el;
        if (typeof ref === 'function') ref(el);
        else if (ref) ref.current = el;
      },
      [ref],
    );
    // After the rows rendered (with the values of their last render): the current values.
    useLayoutEffect(() => {
      if (group.current) writeValues(group.current, segments, stats, written.current);
      written.current = stats;
    });
    return (
      <div role="rowgroup" className="tf" ref={setGroup} data-testid={active ? 'trend-stats' : undefined}>
        {STAT_ORDER.map((name) => (
          <StatRow
            key={name}
            name={name}
            values={stats[name]}
            blocks={blocks}
            lead={lead}
            keyStyles={keyStyles}
            segments={segments}
            segmentStyles={segmentStyles}
            active={active}
          />
        ))}
      </div>
    );
  }),
);

interface RowProps {
  name: StatName;
  values: Int32Array;
  blocks: readonly Block[];
  lead: readonly [CSSProperties, CSSProperties];
  keyStyles: readonly (CSSProperties | null)[];
  segments: Segments;
  segmentStyles: readonly CSSProperties[];
  active: boolean;
}

/** One statistics row; new values alone do not render it again (TrendStats writes them). */
const StatRow = memo(
  function StatRow({ name, values, blocks, lead, keyStyles, segments, segmentStyles, active }: RowProps) {
    const cells = blocks.flatMap((b) =>
      b.keys.map((k, i) => {
        const c = b.start + i;
        const v = values[c];
        return (
          <span
            key={`${b.id}:${k.key}`}
            role="cell"
            className={i === b.keys.length - 1 ? 'be' : undefined}
            style={keyStyles[c] ?? undefined}
          >
            {v === EMPTY ? '' : v}
          </span>
        );
      }),
    );
    return (
      <div role="row" className={`r st-${name}`} data-testid={active ? `trend-stat-${name}` : undefined}>
        <span role="rowheader" className="pd" style={lead[0]}>
          {STAT_LABELS[name]}
        </span>
        <span className="dr" style={lead[1]} aria-hidden="true" />
        {segmentStyles.map((style, s) => (
          <span key={s} role="none" className="sg" style={style}>
            {cells.slice(segments.from[s], segments.to[s])}
          </span>
        ))}
      </div>
    );
  },
  (a, b) =>
    a.name === b.name &&
    a.blocks === b.blocks &&
    a.lead === b.lead &&
    a.keyStyles === b.keyStyles &&
    a.segmentStyles === b.segmentStyles &&
    a.active === b.active &&
    a.values.length === b.values.length,
);
