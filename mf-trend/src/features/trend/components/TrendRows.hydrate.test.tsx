import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { pk10Rows } from '../../../testing/rowFormat';
import { rowsHtml } from '../model';
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
});
