import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { pk10Rows } from '../../../testing/rowFormat';
import { EMPTY, statsHtml, type TableStats } from '../model';
import { fillTable } from './segmentFill';
import { TrendStats } from './TrendStats';

const { table, format } = pk10Rows(30);
const texts = (row: Element) => Array.from(row.querySelectorAll('[role="cell"]'), (c) => c.textContent);

describe('TrendStats in the browser', () => {
  it('keeps the server’s rows, then rewrites only the values that changed and the test names', async () => {
    document.body.innerHTML = `<div id="root"><div role="rowgroup" class="tf" data-testid="trend-stats" data-ssr="">${statsHtml(
      table.stats,
      format,
      true,
    )}</div></div>`;
    const container = document.getElementById('root')!;
    const rows = Array.from(container.querySelectorAll('[role="row"]'));
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <TrendStats stats={table.stats} format={format} active />, {
        onRecoverableError: (e) => errors.push(e),
      });
    });
    expect(errors).toEqual([]);
    const group = container.querySelector('.tf')!;
    expect(group.hasAttribute('data-ssr')).toBe(false);
    expect(Array.from(group.children)).toEqual(rows);
    // New values (a live draw): the same cells, their texts rewritten where they differ.
    const now = Int32Array.from(table.stats.now, (v, c) => (c === 3 ? v + 7 : v));
    const next: TableStats = { ...table.stats, now };
    const row = group.querySelector('.st-now')!;
    const cell = row.querySelectorAll('[role="cell"]')[3];
    await act(async () => root.render(<TrendStats stats={next} format={format} active={false} />));
    expect(Array.from(group.children)).toEqual(rows);
    expect(row.querySelectorAll('[role="cell"]')[3]).toBe(cell);
    expect(texts(row)).toEqual(Array.from(now, (v) => (v === EMPTY ? '' : String(v))));
    expect(group.querySelectorAll('[data-testid^="trend-stat-"]')).toHaveLength(0);
    await act(async () => root.unmount());
  });

  it('writes the rows itself where no server wrote them, and anew for other columns', async () => {
    const container = document.createElement('div');
    document.body.replaceChildren(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<TrendStats stats={table.stats} format={format} active />));
    const group = container.querySelector('.tf')!;
    expect(group.innerHTML).toBe(statsHtml(table.stats, format, true));
    const other = { ...format, keyStyles: format.keyStyles.map(() => 'width:30px') };
    await act(async () => root.render(<TrendStats stats={table.stats} format={other} active />));
    expect(group.innerHTML).toBe(statsHtml(table.stats, other, true));
    await act(async () => root.unmount());
  });

  it('on a phone: boxes the server left empty are filled as the window reaches them, with the values of that moment', async () => {
    const boxes = format.segments.from.length;
    const only = [0, 2] as const;
    document.body.innerHTML = `<div id="root"><table-like><div role="rowgroup" class="tf" data-ssr="">${statsHtml(
      table.stats,
      format,
      false,
      only,
    )}</div></table-like></div>`;
    const container = document.getElementById('root')!;
    const group = () => container.querySelector('.tf')!;
    expect(group().querySelectorAll('[data-e]')).toHaveLength(5 * (boxes - 2));
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(
        container.firstElementChild!,
        <TrendStats stats={table.stats} format={format} active={false} only={only} />,
      );
    });
    // A live draw while the far boxes are still empty: the cells there are written, the empty ones wait.
    const now = Int32Array.from(table.stats.now, (v) => v + 1);
    const next: TableStats = { ...table.stats, now };
    await act(async () => root.render(<TrendStats stats={next} format={format} active={false} only={only} />));
    fillTable(container, [0, boxes]);
    expect(group().querySelectorAll('[data-e]')).toHaveLength(0);
    expect(group().innerHTML).toBe(statsHtml(next, format, false));
    await act(async () => root.unmount());
  });
});
