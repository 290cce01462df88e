import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { cspNonce, rem } from '@cp/shared/ui';
import {
  columnSegments,
  columnWidths,
  drawText,
  nextLayerStarts,
  shortPeriod,
  type ColumnWidths,
  type LayerStarts,
  type RowFormat,
  type TableRow,
  type TrendTable as Table,
  type TrendToggles,
} from '../model';
import { afterPaint } from './afterPaint';
import { keyStyleAttrs, keyStyles, sameWidths, segmentWidths } from './columnStyle';
import { nameCanvases } from './lineCanvas';
import { TableFrame } from './TableFrame';
import { firstWindowRange, firstWindowRule, useSegmentWindow } from './segmentWindow';
import { serverMark } from './serverMark';
import { TrendHead } from './TrendHead';
import { TrendRows } from './TrendRows';
import { TrendStats } from './TrendStats';
import { useChunkAnchor } from './useChunkAnchor';
import { useOverlays, type OverlayRefs } from './useOverlays';

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
  /**
   * Whether this is the table on screen (default): a view kept mounted while hidden (TableSlots)
   * neither names its elements for tests, nor asks for chunks, nor reports paints.
   */
  active?: boolean;
}

const px = (n: number) => `${n}px`;

function frameClass(t: TrendToggles, mobile: boolean): string {
  const c = mobile ? ['mobile'] : [];
  if (!t.presentMissing) c.push('no-miss');
  if (!t.presentLine) c.push('no-line');
  if (t.presentLineMissingLayer) c.push('layer');
  if (t.presentLineDivided) c.push('divided');
  return c.join(' ');
}

/** The period and draw texts of a row, kept with the row (rows never change; a live draw adds one). */
const rowTexts = new WeakMap<TableRow, { key: string; period: string; draw: string }>();

function textsOf(row: TableRow, twoDigits: boolean, specialLast: boolean) {
  const key = `${twoDigits}${specialLast}`;
  let t = rowTexts.get(row);
  if (!t || t.key !== key) {
    t = { key, period: shortPeriod(row.period), draw: drawText(row.balls, twoDigits, specialLast) };
    rowTexts.set(row, t);
  }
  return t;
}

/** The last layer starts of each table shape (its blocks, kept by live draws). */
const lastStarts = new WeakMap<Table['blocks'], LayerStarts>();

/** The table's layer starts; after a live draw only the appended row is read (nextLayerStarts). */
function startsOf(table: Table): Int32Array {
  const next = nextLayerStarts(lastStarts.get(table.blocks) ?? null, table.rows, table.columnCount);
  lastStarts.set(table.blocks, next);
  return next.starts;
}

/** Column widths that keep their identity while the layout they describe stays the same. */
function useStableWidths(table: Table, twoDigits: boolean, specialLast: boolean): ColumnWidths {
  const next = useMemo(() => {
    const texts = table.rows.map((r) => textsOf(r, twoDigits, specialLast));
    return columnWidths(
      table,
      texts.map((t) => t.period),
      texts.map((t) => t.draw),
    );
  }, [table, twoDigits, specialLast]);
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
export const TrendTable = memo(function TrendTable(props: TrendTableProps) {
  const { table, visible, hasMore, toggles, mobile, label, regular, twoDigits, specialLast, onMore, onPainted } = props;
  const active = props.active ?? true;
  const id = (name: string) => (active ? name : undefined);
  const tableRef = useRef<HTMLDivElement>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  const underRef = useRef<HTMLDivElement>(null);
  const tintRef = useRef<HTMLDivElement>(null);
  const refs = useMemo<OverlayRefs>(() => ({ table: tableRef, lines: linesRef, under: underRef, tint: tintRef }), []);
  const anchorRef = useRef<HTMLDivElement>(null);
  const starts = useMemo(() => startsOf(table), [table]);
  const unit = mobile ? rem : px;
  const widths = useStableWidths(table, twoDigits, specialLast);
  const segments = useMemo(() => columnSegments(table.blocks, widths.keys), [table.blocks, widths]);
  // Marks this table's segment window rule (a React id: unique among the tables mounted).
  const scope = useId();
  const styleRef = useRef<HTMLStyleElement>(null);
  const [nonce] = useState(cspNonce);
  // A server-rendered <style> came without the page's nonce (the page is the same for everyone,
  // its nonce per response): give it the nonce before anything is written into it.
  useLayoutEffect(() => {
    const style = styleRef.current;
    if (style && nonce && style.nonce !== nonce) style.nonce = nonce;
  }, [nonce]);
  const windowColumns = useMemo(() => ({ segments, widths, mobile }), [segments, widths, mobile]);
  useSegmentWindow(tableRef, styleRef, scope, windowColumns);
  // The window's rule as the server writes it (then the hook keeps the element's text current).
  const [firstRule] = useState(() => firstWindowRule(windowColumns, scope));
  // On a phone the server writes the cells of those first boxes only (TrendRows `only`).
  const [firstRange] = useState(() => (mobile ? firstWindowRange(windowColumns) : undefined));
  const styles = useMemo(() => {
    const lead: readonly [CSSProperties, CSSProperties] = [
      { width: unit(widths.period) },
      { width: unit(widths.draw) },
    ];
    const boxes = segmentWidths(segments, unit);
    return {
      lead,
      keys: keyStyles(widths, unit),
      segmentAttrs: boxes.map((width) => `width:${width}`),
    };
  }, [widths, unit, segments]);
  const format = useMemo<RowFormat>(
    () => ({
      blocks: table.blocks,
      keyStyles: keyStyleAttrs(widths, unit),
      segments,
      segmentStyles: styles.segmentAttrs,
      regular,
      twoDigits,
      specialLast,
    }),
    [table.blocks, widths, unit, segments, styles, regular, twoDigits, specialLast],
  );
  useOverlays(refs, table.rows, table.blocks, widths, starts, visible, regular, active);
  useChunkAnchor(anchorRef, active && hasMore, visible, onMore);
  useEffect(() => {
    if (active) afterPaint(onPainted);
  });
  useLayoutEffect(() => {
    for (const overlay of [linesRef.current, underRef.current]) if (overlay) nameCanvases(overlay);
  }, [active]);

  const columns = widths.keys.length + 2;
  return (
    <TableFrame className={frameClass(toggles, mobile)} data-testid={id('trend-table-frame')}>
      <div
        role="table"
        className="tt"
        ref={tableRef}
        style={{
          width: `calc(${unit(widths.total)} + ${columns}px)`,
          ['--pd-width' as string]: unit(widths.period),
          ['--dr-width' as string]: unit(widths.draw),
        }}
        data-sw={scope}
        {...serverMark}
        aria-label={label}
        aria-rowcount={table.rows.length + 7}
        aria-colcount={columns}
        data-testid={id('trend-table')}
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
        <div role="rowgroup" className="tb" data-testid={id('trend-body')}>
          <TrendRows rows={table.rows} count={visible} format={format} only={firstRange} />
        </div>
        <TrendStats ref={anchorRef} stats={table.stats} format={format} active={active} only={firstRange} />
      </div>
      {/* Only <style> elements with the page's nonce apply (Content-Security-Policy). */}
      <style ref={styleRef} nonce={nonce} {...serverMark}>
        {firstRule}
      </style>
      <div
        className="tu"
        ref={underRef}
        data-testid={id('trend-under')}
        data-canvas={id('trend-under-canvas')}
        aria-hidden="true"
      />
      <div className="tm" ref={tintRef} data-testid={id('trend-layer')} aria-hidden="true" />
      <div
        className="tl"
        ref={linesRef}
        data-testid={id('trend-lines')}
        data-canvas={id('trend-line-canvas')}
        aria-hidden="true"
      />
    </TableFrame>
  );
});
