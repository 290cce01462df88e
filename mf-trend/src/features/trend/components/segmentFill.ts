import { segmentCellsHtml, type RowFormat, type SegmentRange, type TableRow } from '../model';

/** The attribute of a segment box that came without its cells (the server's first view on a phone). */
export const EMPTY_BOX_ATTR = 'data-e';

type Fill = (range: SegmentRange) => void;

/** The chunk boxes whose rows have empty segment boxes, each with how to fill them. */
const fills = new WeakMap<Element, Fill>();

/**
 * Fills the empty segment boxes in `range` of the rows in `box`, which show `rows[start, …)`
 * in `format`: each box gets its cells (segmentCellsHtml) and loses its mark. Returns whether
 * any box is still empty.
 */
export function fillRows(
  box: Element,
  rows: readonly TableRow[],
  start: number,
  format: RowFormat,
  [first, end]: SegmentRange,
): boolean {
  let left = false;
  const rowEls = box.children;
  for (let i = 0; i < rowEls.length; i++) {
    const row = rows[start + i];
    const cells = rowEls[i].children;
    // A row's children: the period, the draw, then one box per segment.
    for (let s = 0; s + 2 < cells.length; s++) {
      const seg = cells[s + 2];
      if (!seg.hasAttribute(EMPTY_BOX_ATTR)) continue;
      if (s < first || s >= end || !row) {
        left = true;
        continue;
      }
      seg.innerHTML = segmentCellsHtml(row, format, s);
      seg.removeAttribute(EMPTY_BOX_ATTR);
    }
  }
  return left;
}

/** Whether a chunk's box has rows with empty segment boxes. */
export const hasEmptyBoxes = (box: Element): boolean => box.querySelector(`[${EMPTY_BOX_ATTR}]`) !== null;

/** Registers how to fill `box` (a chunk with empty segment boxes); null: nothing left to fill. */
export function setFill(box: Element, fill: Fill | null): void {
  if (fill) fills.set(box, fill);
  else fills.delete(box);
}

/** Fills, in every chunk of `table` that has them, the empty segment boxes of `range` (the segment window). */
export function fillTable(table: Element | null, range: SegmentRange): void {
  if (!table) return;
  for (const box of Array.from(table.querySelectorAll('.ck'))) fills.get(box)?.(range);
}
