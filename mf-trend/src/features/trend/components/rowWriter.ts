import { cellOf, cellParts, drawText, rowsHtml, shortPeriod, type RowFormat, type TableRow } from '../model';

/** What a chunk's box holds: the rows written, with the format they were written in. */
export interface Written {
  rows: TableRow[];
  format: RowFormat | null;
  /** Rows written by the server with empty segment boxes (segmentFill.ts), not yet all filled. */
  partial?: boolean;
}

/** Sets an element's text, reusing its one text node (no new node, no style change). */
export function setText(el: Element, text: string): void {
  const node = el.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE && !node.nextSibling) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else el.textContent = text;
}

/**
 * Rewrites, in place, the cells of a row element that showed `prev` so that it shows `next`
 * (same format): only the cells whose value differs are touched, a text for a text, a class
 * where a hit turns into a miss or back. Another window of the same view thus changes texts,
 * not elements: no new nodes to build, style and lay out from scratch.
 */
export function patchRow(el: Element, prev: TableRow, next: TableRow, f: RowFormat): void {
  const cells = el.children;
  if (prev.period !== next.period) setText(cells[0], shortPeriod(next.period));
  if (prev.balls !== next.balls) setText(cells[1], drawText(next.balls, f.twoDigits, f.specialLast));
  for (const b of f.blocks) {
    for (let i = 0; i < b.keys.length; i++) {
      const c = b.start + i;
      const v = next.values[c];
      // A counted hit (号码分布) also shows how often the draw holds the number.
      if (v === prev.values[c] && !(v === 0 && b.counted)) continue;
      const cell = cellOf(el, f.segments, c);
      const parts = cellParts(next, b, i, f.regular);
      if (cell.className !== parts.cls) cell.className = parts.cls;
      if (parts.text !== null) setText(cell, parts.text);
      else cell.innerHTML = parts.html;
    }
  }
}

/**
 * How many rows the top of a chunk lost: `k` when `had` without its first `k` rows is the start
 * of `rows[start, start + want)` (the same row objects), 0 otherwise. A live draw into a full
 * window drops the oldest row, so every chunk moves up by one row.
 */
function droppedAtTop(had: readonly TableRow[], rows: readonly TableRow[], start: number, want: number): number {
  if (had.length === 0 || want === 0 || had[0] === rows[start]) return 0;
  const k = had.indexOf(rows[start]);
  if (k <= 0) return 0;
  const n = Math.min(had.length - k, want);
  for (let i = 1; i < n; i++) if (had[k + i] !== rows[start + i]) return 0;
  return k;
}

/** Whether `rows[start, start + want)` is `had` with rows appended (or the same rows). */
function appendsOnly(had: readonly TableRow[], rows: readonly TableRow[], start: number, want: number): boolean {
  if (had.length > want) return false;
  for (let i = 0; i < had.length; i++) if (had[i] !== rows[start + i]) return false;
  return true;
}

/**
 * Brings a chunk's box in line with `rows[start, end)`: rows that are still the same objects
 * stay untouched (a live draw appends its row and nothing above it changes); rows the window
 * dropped at the top are removed, so the rows below move up as they are; rows that differ are
 * patched in place (patchRow); rows past the ones there are appended as HTML, rows beyond `end`
 * removed. A new format (other columns or widths) writes the box anew.
 */
export function writeRows(
  box: HTMLElement,
  written: Written,
  rows: readonly TableRow[],
  start: number,
  end: number,
  format: RowFormat,
): void {
  const want = end - start;
  // Rows with empty segment boxes are patched nowhere: anything but rows appended below them
  // writes the box anew (its cells are then all there).
  if (written.format !== format || (written.partial && !appendsOnly(written.rows, rows, start, want))) {
    box.innerHTML = rowsHtml(rows, start, end, format);
    written.partial = false;
  } else {
    let had = written.rows;
    const dropped = droppedAtTop(had, rows, start, want);
    for (let i = 0; i < dropped; i++) box.firstElementChild!.remove();
    if (dropped > 0) had = had.slice(dropped);
    const shared = Math.min(want, had.length);
    for (let i = 0; i < shared; i++) {
      if (had[i] !== rows[start + i]) patchRow(box.children[i], had[i], rows[start + i], format);
    }
    while (box.children.length > want) box.lastElementChild!.remove();
    if (want > had.length) box.insertAdjacentHTML('beforeend', rowsHtml(rows, start + had.length, end, format));
  }
  written.rows = rows.slice(start, end);
  written.format = format;
}
