import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { pk10Rows } from '../../../testing/rowFormat';
import { rowsHtml, type SegmentRange } from '../model';
import { fillTable } from './segmentFill';
import { TrendRows } from './TrendRows';

const { table, format } = pk10Rows(60);

describe('TrendRows taking over the server’s rows', () => {
  it('keeps the rows the server wrote (no second parse) and writes what comes after', async () => {
    // What TrendRows renders on the server (TrendRows.server.test.tsx): the box marked, its rows inside.
    document.body.innerHTML = `<div id="root"><div role="presentation" class="ck" style="--n:30" data-ssr="">${rowsHtml(
      table.rows,
      0,
      30,
      format,
    )}</div></div>`;
    const container = document.getElementById('root')!;
    const firstRow = container.querySelector('.ck')!.firstElementChild;
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <TrendRows rows={table.rows} count={30} format={format} />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    const box = container.querySelector('.ck')!;
    expect(box.hasAttribute('data-ssr')).toBe(false);
    expect(box.firstElementChild).toBe(firstRow);
    expect(box.childElementCount).toBe(30);
    // The next chunk: the kept box is patched like any written one, the new one written.
    await act(async () => root.render(<TrendRows rows={table.rows} count={45} format={format} />));
    const boxes = container.querySelectorAll('.ck');
    expect([...boxes].map((b) => b.childElementCount)).toEqual([30, 15]);
    expect(boxes[1].innerHTML).toBe(rowsHtml(table.rows, 30, 45, format));
    expect(boxes[0].firstElementChild).toBe(firstRow);
    await act(async () => root.unmount());
  });

  describe('on a phone: the server writes the cells of the first boxes only', () => {
    const only: SegmentRange = [0, 2];
    const boxCount = format.segments.from.length;

    /** The server's markup of TrendRows (as the page carries it), hydrated; the root and its rows. */
    async function served(count: number) {
      const html = serverMarkup(count, only);
      document.body.innerHTML = `<div id="root">${html}</div>`;
      const container = document.getElementById('root')!;
      const errors: unknown[] = [];
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, <TrendRows rows={table.rows} count={count} format={format} only={only} />, {
          onRecoverableError: (e) => errors.push(e),
        });
      });
      expect(errors).toEqual([]);
      return { container, root, html };
    }
    const empties = (el: Element) => el.querySelectorAll('[data-e]').length;

    it('sends the other boxes empty: far fewer cells, and the same rows once filled', async () => {
      expect(boxCount).toBeGreaterThan(4);
      const { container, root, html } = await served(30);
      const full = rowsHtml(table.rows, 0, 30, format);
      expect(html.length).toBeLessThan(full.length * 0.6);
      expect(empties(container)).toBe(30 * (boxCount - 2));
      const firstRow = container.querySelector('.r');
      // The segment window moves right: the boxes it reaches are filled, the others stay empty.
      fillTable(container, [2, 4]);
      expect(empties(container)).toBe(30 * (boxCount - 4));
      fillTable(container, [0, boxCount]);
      expect(empties(container)).toBe(0);
      expect(container.querySelector('.ck')!.innerHTML).toBe(full);
      expect(container.querySelector('.r')).toBe(firstRow);
      await act(async () => root.unmount());
    });

    it('appends below rows still partly empty, and writes them anew rather than patch an empty box', async () => {
      const { container, root } = await served(20);
      // A live draw or the next rows: appended, full; the rows above keep their empty boxes.
      await act(async () => root.render(<TrendRows rows={table.rows} count={25} format={format} only={only} />));
      const box = container.querySelector('.ck')!;
      expect(box.childElementCount).toBe(25);
      expect(empties(box)).toBe(20 * (boxCount - 2));
      expect(Array.from(box.children).slice(20).map(empties)).toEqual([0, 0, 0, 0, 0]);
      // Another window of the view (other rows in the same places): written anew, every cell there.
      const other = table.rows.slice(5);
      await act(async () => root.render(<TrendRows rows={other} count={25} format={format} only={only} />));
      expect(empties(box)).toBe(0);
      expect(box.innerHTML).toBe(rowsHtml(other, 0, 25, format));
      fillTable(container, [0, boxCount]); // nothing left to fill: no error, no change
      expect(box.innerHTML).toBe(rowsHtml(other, 0, 25, format));
      await act(async () => root.unmount());
    });
  });
});

/** What TrendRows renders on the server with `only` (TrendRows.server.test.tsx): one chunk's box. */
function serverMarkup(count: number, only: SegmentRange): string {
  return `<div role="presentation" class="ck" style="--n:${count}" data-ssr="">${rowsHtml(table.rows, 0, count, format, only)}</div>`;
}
