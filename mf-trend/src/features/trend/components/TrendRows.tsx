import { memo, useLayoutEffect, useRef } from 'react';
import { CHUNK_SIZE, rowsHtml, type RowFormat, type SegmentRange, type TableRow } from '../model';
import { writeRows, type Written } from './rowWriter';
import { fillRows, hasEmptyBoxes, setFill } from './segmentFill';
import { ON_SERVER, serverMark, takeServerMark } from './serverMark';

/**
 * The server renders a chunk's rows as HTML (the page's first view: rows before JavaScript),
 * marked `data-ssr`; the browser hydrates the box without comparing them (an element's inner
 * HTML is not hydrated) and takes them as written — the same rows in the same format (a pure
 * function of the same answer) — instead of parsing and laying them out again.
 */
const HYDRATED = { __html: '' };

interface Props {
  rows: readonly TableRow[];
  /** How many of `rows` are rendered. */
  count: number;
  format: RowFormat;
  /**
   * The segments whose cells the server writes (a phone's first view: the ones near its left
   * edge); the others' boxes come empty and are filled when the segment window reaches them
   * (segmentFill.ts, useSegmentWindow). The browser always writes every cell.
   */
  only?: SegmentRange;
}

/**
 * The body rows, in chunks of 30 (`.ck` boxes). React renders one box per chunk; the box writes
 * its rows itself (rowWriter): new rows as HTML built from the table model (one parse instead
 * of a component per cell: thousands of cells), changed rows patched cell by cell. Rows are
 * keyed by place, not period: another window rewrites the texts of the rows in place. Chunks above the bottom one (`.cv`) the browser skips while they are off
 * screen (TableFrame); the bottom one, where a chunk or a live row lands, is always rendered:
 * a box that appears skipped costs a second layout and paint when it turns out to be on screen.
 */
export function TrendRows({ rows, count, format, only }: Props) {
  const groups = [];
  const n = Math.min(count, rows.length);
  for (let start = 0; start < n; start += CHUNK_SIZE) {
    const end = Math.min(n, start + CHUNK_SIZE);
    groups.push(
      <RowChunk key={start} rows={rows} start={start} end={end} last={end === n} format={format} only={only} />,
    );
  }
  return <>{groups}</>;
}

interface ChunkProps {
  rows: readonly TableRow[];
  start: number;
  end: number;
  /** The bottom chunk: new rows land there, so it is always rendered. */
  last: boolean;
  format: RowFormat;
  only?: SegmentRange;
}

function sameChunk(a: ChunkProps, b: ChunkProps): boolean {
  if (a.start !== b.start || a.end !== b.end || a.last !== b.last || a.format !== b.format || a.only !== b.only)
    return false;
  for (let i = a.start; i < a.end; i++) if (a.rows[i] !== b.rows[i]) return false;
  return true;
}

const RowChunk = memo(function RowChunk(props: ChunkProps) {
  const box = useRef<HTMLDivElement>(null);
  const written = useRef<Written>({ rows: [], format: null });
  // Before the overlays (a parent's layout effect) measure the rows.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (takeServerMark(el)) {
      if (el.childElementCount === props.end - props.start) {
        const partial = hasEmptyBoxes(el);
        written.current = { rows: props.rows.slice(props.start, props.end), format: props.format, partial };
        if (partial)
          setFill(el, (range) => {
            const w = written.current;
            w.partial = !!w.partial && !!w.format && fillRows(el, w.rows, 0, w.format, range);
            return w.partial;
          });
        return;
      }
    }
    writeRows(el, written.current, props.rows, props.start, props.end, props.format);
    if (!written.current.partial) setFill(el, null);
  });
  // A chunk above the bottom one is neither laid out nor painted while off screen (TableFrame).
  return (
    <div
      role="presentation"
      ref={box}
      className={props.last ? 'ck' : 'ck cv'}
      style={{ ['--n' as string]: props.end - props.start }}
      {...serverMark}
      dangerouslySetInnerHTML={
        ON_SERVER ? { __html: rowsHtml(props.rows, props.start, props.end, props.format, props.only) } : HYDRATED
      }
    />
  );
}, sameChunk);
