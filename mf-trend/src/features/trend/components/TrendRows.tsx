import { memo } from 'react';
import { CHUNK_SIZE, type TableRow } from '../model';
import { TrendRowView, type TrendRowProps } from './TrendRowView';

interface Props extends Omit<TrendRowProps, 'row'> {
  rows: readonly TableRow[];
  /** How many of `rows` are rendered. */
  count: number;
}

/**
 * The body rows, in groups of one chunk (30 rows) that render again only when one of their rows
 * changed: a live draw or a new chunk costs React the group it lands in, not a look at every row.
 * Rows are keyed by place, not period: another window updates the rows in place. Each group is
 * a `.ck` box; those above the bottom one (`.cv`) the browser skips while they are off screen
 * (TableFrame). The bottom one, where a chunk or a live row lands, is always rendered: a box that
 * appears skipped costs a second layout and paint when it turns out to be on screen.
 */
export function TrendRows({ rows, count, ...shared }: Props) {
  const groups = [];
  const n = Math.min(count, rows.length);
  for (let start = 0; start < n; start += CHUNK_SIZE) {
    const end = Math.min(n, start + CHUNK_SIZE);
    groups.push(<RowGroup key={start} rows={rows} start={start} end={end} last={end === n} {...shared} />);
  }
  return <>{groups}</>;
}

interface GroupProps extends Omit<Props, 'count'> {
  start: number;
  end: number;
  /** The bottom chunk: new rows land there, so it is always rendered. */
  last: boolean;
}

function sameGroup(a: GroupProps, b: GroupProps): boolean {
  if (
    a.start !== b.start ||
    a.end !== b.end ||
    a.last !== b.last ||
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

const RowGroup = memo(function RowGroup({ rows, start, end, last, ...shared }: GroupProps) {
  const out = [];
  for (let i = start; i < end; i++) out.push(<TrendRowView key={i} row={rows[i]} {...shared} />);
  // A chunk above the bottom one is neither laid out nor painted while off screen (TableFrame).
  return (
    <div role="presentation" className={last ? 'ck' : 'ck cv'} style={{ ['--n' as string]: end - start }}>
      {out}
    </div>
  );
}, sameGroup);
