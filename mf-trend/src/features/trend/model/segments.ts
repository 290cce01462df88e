import type { Block } from './types';
import { DRAW_PADDING, type ColumnWidths } from './widths';

/**
 * Runs of neighbouring key columns that a row holds in one box (`.sg`). The table renders only the
 * boxes near what its scroller shows (segmentWindow: the others are content-visibility: hidden),
 * so the cells of the columns scrolled out sideways cost nothing until they come near.
 */
export interface Segments {
  /** First column of each segment. */
  from: Int32Array;
  /** Column after the last one of each segment. */
  to: Int32Array;
  /** Each segment's width in design px (its columns' widths; cell borders come on top). */
  width: Float64Array;
  /** Segment of each column. */
  of: Int32Array;
}

/** A segment ends at a block's end once it is at least this wide (design px)… */
export const SEGMENT_MIN_WIDTH = 200;
/** …and never grows wider than this (a wide block is cut between its columns). */
export const SEGMENT_MAX_WIDTH = 320;

/**
 * Cuts the columns of `blocks` (laid out left to right, `keyWidths` wide) into segments: a
 * segment closes at the end of a block once it is SEGMENT_MIN_WIDTH wide, so small blocks
 * (大小, 单双 …) share one, and inside a block before it would pass SEGMENT_MAX_WIDTH.
 */
export function columnSegments(
  blocks: readonly Block[],
  keyWidths: readonly number[],
  min = SEGMENT_MIN_WIDTH,
  max = SEGMENT_MAX_WIDTH,
): Segments {
  const from: number[] = [];
  const to: number[] = [];
  const width: number[] = [];
  const of = new Int32Array(keyWidths.length);
  let start = -1;
  let acc = 0;
  const close = (end: number) => {
    from.push(start);
    to.push(end);
    width.push(acc);
    start = -1;
    acc = 0;
  };
  for (const b of blocks) {
    for (let i = 0; i < b.keys.length; i++) {
      const c = b.start + i;
      const w = keyWidths[c];
      if (start >= 0 && acc + w > max) close(c);
      if (start < 0) start = c;
      acc += w;
      of[c] = from.length;
    }
    if (start >= 0 && acc >= min) close(b.start + b.keys.length);
  }
  if (start >= 0) close(keyWidths.length);
  return { from: Int32Array.from(from), to: Int32Array.from(to), width: Float64Array.from(width), of };
}

/** Where column `c` is inside a row element: its segment's box, then its place in that box. */
export function cellOf(row: Element, segments: Segments, c: number): Element {
  const s = segments.of[c];
  return row.children[2 + s].children[c - segments.from[s]];
}

/**
 * Where the key columns start, in px from the table's left edge: the table's border, the period
 * cell and the padded draw cell with their right borders. `scale` = px per design px (1 on
 * desktops; the rem size over 37.5 on phones); borders are 1 px everywhere.
 */
export function leadWidth(widths: ColumnWidths, scale: number): number {
  return 1 + widths.period * scale + 1 + (widths.draw + 2 * DRAW_PADDING) * scale + 1;
}

/** Left and right edge of each segment box ([l0, r0, l1, r1 …], px from the table's left edge). */
export function segmentEdges(
  segments: Segments,
  keyWidths: readonly number[],
  lead: number,
  scale: number,
): Float64Array {
  const edges = new Float64Array(2 * segments.from.length);
  let x = lead;
  for (let s = 0; s < segments.from.length; s++) {
    edges[2 * s] = x;
    for (let c = segments.from[s]; c < segments.to[s]; c++) x += keyWidths[c] * scale + 1;
    edges[2 * s + 1] = x;
  }
  return edges;
}

/** The segments [first, end) that reach into the span from `left` to `right` (px from the table's left edge). */
export function segmentsIn(edges: Float64Array, left: number, right: number): [number, number] {
  const count = edges.length / 2;
  let first = 0;
  while (first < count && edges[2 * first + 1] <= left) first++;
  let end = first;
  while (end < count && edges[2 * end] < right) end++;
  return [first, end];
}

/**
 * CSS that skips the segment boxes of the table marked `data-sw="{scope}"` outside [first,
 * end): `content-visibility: hidden` keeps their size and their cells (texts stay current) but
 * leaves them out of layout and paint. Boxes are a row's children after the period and draw
 * cells, hence the offset of 2 in `nth-child`.
 */
export function windowCss(scope: string, first: number, end: number, count: number): string {
  const rows = `.tt[data-sw="${scope}"] .r > .sg`;
  const off: string[] = [];
  if (first > 0) off.push(`${rows}:nth-child(-n+${first + 2})`);
  if (end < count) off.push(`${rows}:nth-child(n+${end + 3})`);
  return off.length ? `${off.join(', ')} { content-visibility: hidden; }` : '';
}
