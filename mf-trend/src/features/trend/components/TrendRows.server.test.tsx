/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { columnSegments, readTable, rowsHtml, type RowFormat } from '../model';
import { segmentWidths } from './columnStyle';
import { TrendRows } from './TrendRows';

const spec = trendTypesFor('pk10').find((s) => s.type === 'basic')!;
const table = readTable(spec, computeTrend('pk10', 'basic', seededHistory('pk10', 100, 5), 60));
const segments = columnSegments(table.blocks, new Array<number>(table.columnCount).fill(22), 60, 90);
const format: RowFormat = {
  blocks: table.blocks,
  keyStyles: new Array<string>(table.columnCount).fill(''),
  segments,
  segmentStyles: segmentWidths(segments, (n) => `${n}px`).map((w) => `width:${w}`),
  regular: 99,
  twoDigits: true,
  specialLast: false,
};

describe('TrendRows on the server (the first view: rows before JavaScript)', () => {
  it('renders each chunk’s rows as the browser’s own writer would, inside their boxes', () => {
    const html = renderToString(<TrendRows rows={table.rows} count={45} format={format} />);
    expect(html.split('class="ck').length - 1).toBe(2);
    expect(html.split('data-ssr=""').length - 1).toBe(2);
    expect(html).toContain(rowsHtml(table.rows, 0, 30, format));
    expect(html).toContain(rowsHtml(table.rows, 30, 45, format));
    expect(html).not.toContain(rowsHtml(table.rows, 45, 46, format));
  });
});
