import { segmentCellsHtml, type RowFormat, type SegmentRange, type TableRow } from '../model';

/** The attribute of a segment box that came without its cells (the server's first view on a phone). */
export const EMPTY_BOX_ATTR = 'data-e';

/** Fills what it can of `range`; true while boxes remain empty. */
type Fill = (range: SegmentRange) => boolean;

/** The chunk boxes whose rows have empty segment boxes, each with how to fill them. */
const fills = new WeakMap<Element, Fill>();

/**
 * Fills the empty segment boxes in `range` of the rows in `box` (a chunk of body rows or the
 * statistics rows): box `s` of row `r` gets `cells(r, s)` (null: not now) and loses its mark.
 * Returns whether any box is still empty.
 */
export function fillBoxes(
  box: Element,
  [first, end]: SegmentRange,
  cells: (row: number, s: number) => string | null,
): boolean {
  let left = false;
  const rowEls = box.children;
  for (let r = 0; r < rowEls.length; r++) {
    const parts = rowEls[r].children;
    // A row's children: the period (or label), the draw, then one box per segment.
    for (let s = 0; s + 2 < parts.length; s++) {
      const seg = parts[s + 2];
      if (!seg.hasAttribute(EMPTY_BOX_ATTR)) continue;
      const html = s >= first && s < end ? cells(r, s) : null;
      if (html === null) {
        left = true;
        continue;
      }
      seg.innerHTML = html;
      seg.removeAttribute(EMPTY_BOX_ATTR);
    }
  }
  return left;
}

/** fillBoxes for a chunk of body rows showing `rows[start, …)` in `format`. */
export function fillRows(
  box: Element,
  rows: readonly TableRow[],
  start: number,
  format: RowFormat,
  range: SegmentRange,
): boolean {
  return fillBoxes(box, range, (r, s) => (rows[start + r] ? segmentCellsHtml(rows[start + r], format, s) : null));
}

/** Whether a chunk's box has rows with empty segment boxes. */
export const hasEmptyBoxes = (box: Element): boolean => box.querySelector(`[${EMPTY_BOX_ATTR}]`) !== null;

/** Registers how to fill `box` (rows with empty segment boxes), until it reports none left; null: forget it. */
export function setFill(box: Element, fill: Fill | null): void {
  if (fill) fills.set(box, fill);
  else fills.delete(box);
}

/** Fills, in every chunk (and the statistics) of `table` that has them, the empty segment boxes of `range` (the segment window). */
export function fillTable(table: Element | null, range: SegmentRange): void {
  if (!table) return;
  for (const box of Array.from(table.querySelectorAll('.ck, .tf'))) {
    const fill = fills.get(box);
    if (fill && !fill(range)) fills.delete(box);
  }
}
