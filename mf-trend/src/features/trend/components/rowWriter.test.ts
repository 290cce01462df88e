import { computeTrend } from '@cp/shared/domain';
import { pk10Rows } from '../../../testing/rowFormat';
import { readTable, rowsHtml } from '../model';
import { writeRows, type Written } from './rowWriter';

// Segments of three to four columns, so that patched cells sit in several boxes of a row.
const { spec, history, table: sixty, format } = pk10Rows(60);
const ninety = readTable(spec, computeTrend('pk10', 'basic', history, 90));
const fresh = (rows: typeof sixty.rows, n: number) => {
  const box = document.createElement('div');
  box.innerHTML = rowsHtml(rows, 0, n, format);
  return box.innerHTML;
};

describe('writeRows', () => {
  it('writes rows, then patches another window in place to exactly what writing it anew gives', () => {
    const box = document.createElement('div');
    const written: Written = { rows: [], format: null };
    writeRows(box, written, sixty.rows, 0, 30, format);
    expect(box.innerHTML).toBe(fresh(sixty.rows, 30));
    const cells = Array.from(box.querySelectorAll('[role=cell]'));
    writeRows(box, written, ninety.rows, 0, 30, format);
    expect(box.innerHTML).toBe(fresh(ninety.rows, 30));
    // the same elements, with new texts and classes
    expect(Array.from(box.querySelectorAll('[role=cell]'))).toEqual(cells);
  });

  it('appends a live row without touching the rows above it, and removes rows no longer shown', () => {
    const box = document.createElement('div');
    const written: Written = { rows: [], format: null };
    writeRows(box, written, sixty.rows, 0, 29, format);
    const before = Array.from(box.children);
    writeRows(box, written, sixty.rows, 0, 30, format);
    expect(box.children).toHaveLength(30);
    before.forEach((r, i) => expect(box.children[i]).toBe(r));
    expect(box.innerHTML).toBe(fresh(sixty.rows, 30));
    writeRows(box, written, sixty.rows, 0, 10, format);
    expect(box.innerHTML).toBe(fresh(sixty.rows, 10));
  });

  it('moves the rows up when the window drops its oldest row, rebuilding none of them', () => {
    const box = document.createElement('div');
    const written: Written = { rows: [], format: null };
    writeRows(box, written, sixty.rows, 0, 30, format);
    const before = Array.from(box.children);
    // the window slid by one: the same row objects, one place up, the next row at the bottom
    const slid = sixty.rows.slice(1);
    writeRows(box, written, slid, 0, 30, format);
    expect(box.innerHTML).toBe(fresh(slid, 30));
    before.slice(1).forEach((r, i) => expect(box.children[i]).toBe(r));
    expect(before[0].isConnected).toBe(false);
  });

  it('patches in place when the rows are other objects, even with the same periods', () => {
    const box = document.createElement('div');
    const written: Written = { rows: [], format: null };
    writeRows(box, written, sixty.rows, 0, 30, format);
    const before = Array.from(box.children);
    const copies = ninety.rows.slice(1).map((r) => ({ ...r }));
    writeRows(box, written, copies, 0, 30, format);
    expect(box.innerHTML).toBe(fresh(copies, 30));
    before.forEach((r, i) => expect(box.children[i]).toBe(r));
  });
});
