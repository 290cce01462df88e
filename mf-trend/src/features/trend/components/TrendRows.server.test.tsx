/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { pk10Rows } from '../../../testing/rowFormat';
import { rowsHtml } from '../model';
import { TrendRows } from './TrendRows';

const { table, format } = pk10Rows(60);

describe('TrendRows on the server (the first view: rows before JavaScript)', () => {
  it('renders each chunk’s rows as the browser’s own writer would, inside their boxes', () => {
    const html = renderToString(<TrendRows rows={table.rows} count={45} format={format} />);
    expect(html.split('class="ck').length - 1).toBe(2);
    expect(html.split('data-ssr=""').length - 1).toBe(2);
    expect(html).toContain(rowsHtml(table.rows, 0, 30, format));
    expect(html).toContain(rowsHtml(table.rows, 30, 45, format));
    expect(html).not.toContain(rowsHtml(table.rows, 45, 46, format));
  });

  it('on a phone, writes the cells of the boxes it is told and leaves the others empty at their width', () => {
    const html = renderToString(<TrendRows rows={table.rows} count={30} format={format} only={[0, 2]} />);
    expect(html).toContain(rowsHtml(table.rows, 0, 30, format, [0, 2]));
    expect(html.split('data-e=""').length - 1).toBe(30 * (format.segments.from.length - 2));
    expect(html).not.toContain(rowsHtml(table.rows, 0, 1, format));
  });
});
