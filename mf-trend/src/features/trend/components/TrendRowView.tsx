import { memo } from 'react';
import type { CSSProperties } from 'react';
import { drawText, formatRow, shortPeriod, type Block, type FormattedCell, type TableRow } from '../model';

export interface TrendRowProps {
  row: TableRow;
  blocks: readonly Block[];
  regular: number;
  twoDigits: boolean;
  specialLast: boolean;
  /** Widths of the period and draw cells, and of the key columns that are not the default. */
  lead: readonly [CSSProperties, CSSProperties];
  keyStyles: readonly (CSSProperties | null)[];
}

function cellClass(c: FormattedCell, blockEnd: boolean): string {
  const base = c.isDraw ? 'h' : 'm';
  return blockEnd ? `${base} be` : base;
}

function ballClass(c: FormattedCell): string {
  const shape = c.drawType === 'ball' ? 'b' : 'c';
  const tone = c.isOrange ? `${shape} or` : c.isBlue ? `${shape} bl` : shape;
  return c.drawMap > 1 ? `${tone} rp` : tone;
}

/**
 * One row of the trend table: period, draw, then one cell per key. Memoised on the row object,
 * the blocks and the widths, so a live draw or a new chunk renders only the new rows.
 */
export const TrendRowView = memo(function TrendRowView(props: TrendRowProps) {
  const { row, blocks, regular, twoDigits, specialLast, lead, keyStyles } = props;
  // The missing layer is painted over the table (layerRects), not per cell: no mask here.
  const cells = formatRow(row, blocks, '', regular);
  const out = [];
  let col = 0;
  for (const b of blocks) {
    for (let i = 0; i < b.keys.length; i++, col++) {
      const c = cells[col];
      out.push(
        <span
          key={col}
          role="cell"
          className={cellClass(c, i === b.keys.length - 1)}
          style={keyStyles[col] ?? undefined}
        >
          {c.isDraw ? (
            <span className={ballClass(c)}>
              {c.label}
              {c.drawMap > 1 ? <sup>{c.drawMap}</sup> : null}
            </span>
          ) : (
            c.label
          )}
        </span>,
      );
    }
  }
  return (
    <div role="row" className="r">
      <span role="rowheader" className="pd" style={lead[0]}>
        {shortPeriod(row.period)}
      </span>
      <span role="cell" className="dr" style={lead[1]}>
        {drawText(row.balls, twoDigits, specialLast)}
      </span>
      {out}
    </div>
  );
});
