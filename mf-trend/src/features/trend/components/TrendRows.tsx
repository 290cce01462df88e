import { memo } from 'react';
import type { CSSProperties } from 'react';
import { CHUNK_SIZE, type Block, type TableRow } from '../model';
import { TrendRowView } from './TrendRowView';

interface Props {
  rows: readonly TableRow[];
  /** How many of `rows` are rendered. */
  count: number;
  blocks: readonly Block[];
  regular: number;
  twoDigits: boolean;
  specialLast: boolean;
  lead: readonly [CSSProperties, CSSProperties];
  keyStyles: readonly (CSSProperties | null)[];
}

/**
 * The body rows, in groups of one chunk (30 rows) that render again only when one of their rows
 * changed: a live draw or a new chunk costs React the group it lands in, not a look at every row.
 * Rows are keyed by place, not period: another window updates the rows in place. Each group is
 * a `.ck` box that the browser skips while it is off screen (TableFrame).
 */
export function TrendRows({ rows, count, ...shared }: Props) {
  const groups = [];
  const n = Math.min(count, rows.length);
  for (let start = 0; start < n; start += CHUNK_SIZE) {
    groups.push(<RowGroup key={start} rows={rows} start={start} end={Math.min(n, start + CHUNK_SIZE)} {...shared} />);
  }
  return <>{groups}</>;
}

interface GroupProps extends Omit<Props, 'count'> {
  start: number;
  end: number;
}

function sameGroup(a: GroupProps, b: GroupProps): boolean {
  if (
    a.start !== b.start ||
    a.end !== b.end ||
    a.blocks !== b.blocks ||
    a.regular !== b.regular ||
    a.twoDigits !== b.twoDigits ||
    a.specialLast !== b.specialLast ||
    a.lead !== b.lead ||
    a.keyStyles !== b.keyStyles
  )
    return false;
  for (let i = a.start; i < a.end; i++) if (a.rows[i] !== b.rows[i]) return false;
  return true;
}

const RowGroup = memo(function RowGroup({ rows, start, end, ...shared }: GroupProps) {
  const out = [];
  for (let i = start; i < end; i++) out.push(<TrendRowView key={i} row={rows[i]} {...shared} />);
  // A chunk off screen is neither laid out nor painted (content-visibility, TableFrame).
  return (
    <div role="presentation" className="ck" style={{ ['--n' as string]: end - start }}>
      {out}
    </div>
  );
}, sameGroup);
