import { render, screen, within } from '@testing-library/react';
import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { DEFAULT_TOGGLES, withoutCanvas } from '../../../testing/tableSetup';
import { appendDraw, readTable, shortPeriod } from '../model';
import { TrendTable } from './TrendTable';

withoutCanvas();
const toggles = DEFAULT_TOGGLES;
const spec = trendTypesFor('others').find((s) => s.type === 'basic')!;
const table = readTable(spec, computeTrend('others', 'basic', seededHistory('others', 120), 60));

function renderTable(over: Partial<Parameters<typeof TrendTable>[0]> = {}) {
  const props = {
    table,
    visible: 30,
    hasMore: true,
    toggles,
    mobile: false,
    label: '福彩3D 基本走势',
    regular: 3,
    twoDigits: false,
    specialLast: false,
    onMore: jest.fn(),
    onPainted: jest.fn(),
    ...over,
  };
  return { ...render(<TrendTable {...props} />), props };
}

describe('TrendTable', () => {
  it('is an accessible table: two header rows, a row header per period, the statistics rows', () => {
    renderTable();
    const grid = screen.getByRole('table', { name: '福彩3D 基本走势' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      '期号',
      '开奖号码',
      '百位',
      '十位',
      '个位',
      ...Array(3).fill(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']).flat(),
    ]);
    const body = screen.getByTestId('trend-body');
    expect(within(body).getAllByRole('row')).toHaveLength(30);
    expect(within(body).getAllByRole('rowheader')[0].textContent).toBe(table.rows[0].period);
    const stats = screen.getByTestId('trend-stat-now');
    expect(within(stats).getByRole('rowheader').textContent).toBe('当前遗漏');
    expect(
      within(stats)
        .getAllByRole('cell')
        .map((c) => Number(c.textContent)),
    ).toEqual(Array.from(table.stats.now));
  });

  it("writes its own <style> element (the segment window) with the page's CSP nonce", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta property="csp-nonce" nonce="bm9uY2U=" />');
    try {
      const { container } = renderTable();
      const styles = container.querySelectorAll('style');
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.nonce || style.getAttribute('nonce')).toBe('bm9uY2U=');
    } finally {
      document.head.querySelector('meta[property="csp-nonce"]')?.remove();
    }
  });

  it('shows a hit as its number on a ball and a miss as its count', () => {
    renderTable();
    const row = within(screen.getByTestId('trend-body')).getAllByRole('row')[4];
    const cells = within(row).getAllByRole('cell').slice(1);
    table.rows[4].values.forEach((v, c) => {
      // the ball itself is painted beneath the cell (the overlay's canvas), its number in the cell
      if (v === 0)
        expect([cells[c].className, cells[c].textContent]).toEqual([
          'h hb' + (c % 10 === 9 ? ' be' : ''),
          String(c % 10),
        ]);
      else expect(cells[c].textContent).toBe(String(v));
    });
  });

  it('renders only the visible chunk and turns the toggles into classes', () => {
    renderTable({
      visible: 60,
      toggles: { ...toggles, presentMissing: false, presentLineMissingLayer: true, presentLineDivided: false },
    });
    expect(within(screen.getByTestId('trend-body')).getAllByRole('row')).toHaveLength(60);
    expect(screen.getByTestId('trend-table').dataset.rows).toBe('60');
    const frame = screen.getByTestId('trend-table-frame');
    expect(frame.className).toMatch(/\bno-miss\b/);
    expect(frame.className).toMatch(/\blayer\b/);
    expect(frame.className).not.toMatch(/\bdivided\b/);
  });

  it('appends a live row below a full window, every row element above kept as it was', () => {
    const all = seededHistory('others', 121);
    const next = appendDraw(table, 'others', all[all.length - 1], 60)!;
    const { rerender, props } = renderTable({ visible: 60, hasMore: false });
    const body = screen.getByTestId('trend-body');
    const before = within(body).getAllByRole('row');
    const texts = before.map((row) => row.textContent);
    rerender(<TrendTable {...props} table={next} visible={61} />);
    const after = within(body).getAllByRole('row');
    expect(after).toHaveLength(61);
    expect(after.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
      next.rows.map((r) => shortPeriod(r.period)),
    );
    before.forEach((row, i) => {
      expect(after[i]).toBe(row);
      expect(row.textContent).toBe(texts[i]);
    });
    for (const name of ['now', 'appearCount', 'biggestMissing'] as const) {
      const cells = within(screen.getByTestId(`trend-stat-${name}`)).getAllByRole('cell');
      expect(cells.map((c) => Number(c.textContent))).toEqual(Array.from(next.stats[name]));
    }
  });

  it('reports each painted commit', async () => {
    const { props } = renderTable();
    await new Promise((r) => setTimeout(r, 50));
    expect(props.onPainted).toHaveBeenCalled();
  });
});
