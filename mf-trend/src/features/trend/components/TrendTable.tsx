import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { rem } from '@cp/shared/ui';
import {
  columnWidths,
  drawText,
  layerStarts,
  shortPeriod,
  type ColumnWidths,
  type TrendTable as Table,
  type TrendToggles,
} from '../model';
import { afterPaint } from './afterPaint';
import { keyStyles, sameWidths } from './columnStyle';
import { TableFrame } from './TableFrame';
import { TrendHead } from './TrendHead';
import { TrendRowView } from './TrendRowView';
import { TrendStats } from './TrendStats';
import { useChunkAnchor } from './useChunkAnchor';
import { useOverlays } from './useOverlays';

export interface TrendTableProps {
  table: Table;
  /** Rows rendered (whole chunks of 30, then the live ones). */
  visible: number;
  hasMore: boolean;
  toggles: TrendToggles;
  mobile: boolean;
  /** Accessible name, e.g. '福彩3D 基本走势'. */
  label: string;
  regular: number;
  twoDigits: boolean;
  specialLast: boolean;
  onMore: () => void;
  /** Called after every commit has been painted (user-timing marks). */
  onPainted: () => void;
}

const px = (n: number) => `${n}px`;

function frameClass(t: TrendToggles): string {
  const c = [];
  if (!t.presentMissing) c.push('no-miss');
  if (!t.presentLine) c.push('no-line');
  if (t.presentLineMissingLayer) c.push('layer');
  if (t.presentLineDivided) c.push('divided');
  return c.join(' ');
}

/** Column widths that keep their identity while the layout they describe stays the same. */
function useStableWidths(table: Table, twoDigits: boolean, specialLast: boolean): ColumnWidths {
  const next = useMemo(
    () =>
      columnWidths(
        table,
        table.rows.map((r) => shortPeriod(r.period)),
        table.rows.map((r) => drawText(r.balls, twoDigits, specialLast)),
      ),
    [table, twoDigits, specialLast],
  );
  const [stable, setStable] = useState(next);
  const same = sameWidths(stable, next);
  if (!same) setStable(next);
  return same ? stable : next;
}

/**
 * The trend table (an ARIA table of flex rows: much cheaper to lay out than table cells) with
 * its line overlay: two header rows, the visible rows, the statistics rows (the chunk anchor).
 * Toggles only change classes on the frame; rows are memoised.
 */
export function TrendTable(props: TrendTableProps) {
  const { table, visible, hasMore, toggles, mobile, label, regular, twoDigits, specialLast, onMore, onPainted } = props;
  const tableRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  const underRef = useRef<HTMLDivElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const starts = useMemo(() => layerStarts(table.rows, table.columnCount), [table]);
  const unit = mobile ? rem : px;
  const widths = useStableWidths(table, twoDigits, specialLast);
  const styles = useMemo(() => {
    const lead: readonly [CSSProperties, CSSProperties] = [
      { width: unit(widths.period) },
      { width: unit(widths.draw) },
    ];
    return { lead, keys: keyStyles(widths, unit) };
  }, [widths, unit]);
  useOverlays(tableRef, linesRef, underRef, table.rows, table.blocks, starts, visible, toggles.presentLineMissingLayer);
  useChunkAnchor(anchorRef, hasMore, visible, onMore);
  useEffect(() => afterPaint(onPainted));

  const rows = [];
  for (let i = 0; i < visible && i < table.rows.length; i++) {
    const r = table.rows[i];
    rows.push(
      <TrendRowView
        key={r.period}
        row={r}
        blocks={table.blocks}
        regular={regular}
        twoDigits={twoDigits}
        specialLast={specialLast}
        lead={styles.lead}
        keyStyles={styles.keys}
      />,
    );
  }
  const columns = widths.keys.length + 2;
  return (
    <TableFrame $mobile={mobile} className={frameClass(toggles)} data-testid="trend-table-frame">
      <div
        role="table"
        className="tt"
        ref={tableRef}
        style={{ width: `calc(${unit(widths.total)} + ${columns}px)`, ['--pd-width' as string]: unit(widths.period) }}
        aria-label={label}
        aria-rowcount={table.rows.length + 7}
        aria-colcount={columns}
        data-testid="trend-table"
        data-rows={table.rows.length}
        data-visible={visible}
      >
        <TrendHead
          blocks={table.blocks}
          keyWidths={widths.keys}
          lead={styles.lead}
          keyStyles={styles.keys}
          unit={unit}
        />
        <div role="rowgroup" className="tb" data-testid="trend-body">
          {rows}
        </div>
        <TrendStats
          ref={anchorRef}
          blocks={table.blocks}
          stats={table.stats}
          lead={styles.lead}
          keyStyles={styles.keys}
        />
      </div>
      <div
        className="tu"
        ref={underRef}
        data-testid="trend-under"
        data-canvas="trend-under-canvas"
        aria-hidden="true"
      />
      <div className="tl" ref={linesRef} data-testid="trend-lines" data-canvas="trend-line-canvas" aria-hidden="true" />
    </TableFrame>
  );
}
