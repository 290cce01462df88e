/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { pk10Rows } from '../../../testing/rowFormat';
import { statsHtml } from '../model';
import { TrendStats } from './TrendStats';

const { table, format } = pk10Rows(30);

describe('TrendStats on the server (the first view)', () => {
  it.each([
    [true, 5],
    [false, 0],
  ])('writes the five rows as HTML in the marked group (named for tests: %s)', (active, named) => {
    const html = renderToString(<TrendStats stats={table.stats} format={format} active={active} />);
    expect(html).toContain('data-ssr=""');
    expect(html).toContain(statsHtml(table.stats, format, active));
    expect(html.split('data-testid="trend-stat-').length - 1).toBe(named);
    expect(html.split('role="row"').length - 1).toBe(5);
  });
});
