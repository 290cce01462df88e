import { act, render, screen, waitFor } from '@testing-library/react';
import { computeTrend, trendTypesFor } from '@cp/shared/domain';
import { seededHistory } from '../../../testing/histories';
import { DEFAULT_TOGGLES, withoutCanvas } from '../../../testing/tableSetup';
import { readTable } from '../model';
import { keepRecent, TableSlots } from './TableSlots';
import type { TrendTableProps } from './TrendTable';

withoutCanvas();
const toggles = DEFAULT_TOGGLES;
const history = seededHistory('others', 120);
const tableOf = (type: string) =>
  readTable(
    trendTypesFor('others').find((s) => s.type === type)!,
    computeTrend('others', type, history, 30),
  );
const props = (type: string, label: string): Omit<TrendTableProps, 'active'> => ({
  table: tableOf(type),
  visible: 30,
  hasMore: false,
  toggles,
  mobile: false,
  label,
  regular: 3,
  twoDigits: false,
  specialLast: false,
  onMore: jest.fn(),
  onPainted: jest.fn(),
});

describe('keepRecent', () => {
  it('moves the view shown to the end and keeps the last few', () => {
    expect(keepRecent([], 'a')).toEqual(['a']);
    expect(keepRecent(['a', 'b'], 'a')).toEqual(['b', 'a']);
    expect(keepRecent(['a', 'b', 'c'], 'd', 3)).toEqual(['b', 'c', 'd']);
  });
});

describe('TableSlots', () => {
  const basic = props('basic', '福彩3D 基本走势');
  const daxiao = props('daxiao', '福彩3D 大小走势');

  it('shows one table and keeps the one left mounted, hidden and unnamed', () => {
    const { rerender } = render(<TableSlots slotKey="basic:basic" table={basic} />);
    const first = screen.getByRole('table', { name: '福彩3D 基本走势' });
    rerender(<TableSlots slotKey="daxiao:daxiao" table={daxiao} />);
    expect(screen.getAllByTestId('trend-table')).toHaveLength(1);
    expect(screen.getByTestId('trend-table').getAttribute('aria-label')).toBe('福彩3D 大小走势');
    // the basic table is still there (not rebuilt when shown again), out of the accessibility tree
    expect(first.isConnected).toBe(true);
    expect(first.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(first.dataset.testid).toBeUndefined();
    rerender(<TableSlots slotKey="basic:basic" table={basic} />);
    expect(screen.getByTestId('trend-table')).toBe(first);
    expect(first.closest('[aria-hidden="true"]')).toBeNull();
  });

  it('lets go of the oldest table beyond the few it keeps, once idle', async () => {
    const { rerender } = render(<TableSlots slotKey="a" table={basic} />);
    for (const key of ['b', 'c', 'd']) rerender(<TableSlots slotKey={key} table={daxiao} />);
    await waitFor(() => expect(screen.queryAllByRole('table', { hidden: true })).toHaveLength(3));
    expect(screen.getByTestId('trend-table').getAttribute('aria-label')).toBe('福彩3D 大小走势');
  });

  it('only the table on screen reports its paints', async () => {
    const painted = { basic: jest.fn(), daxiao: jest.fn() };
    const a = { ...basic, onPainted: painted.basic };
    const b = { ...daxiao, onPainted: painted.daxiao };
    const settle = () => new Promise((r) => setTimeout(r, 50));
    const { rerender } = render(<TableSlots slotKey="basic:basic" table={a} />);
    await settle();
    painted.basic.mockClear();
    // leaving the basic view renders its table once more (as hidden): that is no paint to report
    rerender(<TableSlots slotKey="daxiao:daxiao" table={b} />);
    await settle();
    expect(painted.basic).not.toHaveBeenCalled();
    expect(painted.daxiao).toHaveBeenCalled();
  });

  it("builds the other views' tables while idle, out of sight, and shows one without building it again", async () => {
    const classes: string[] = [];
    // the classes the 大小 table's slot is given, from its insertion on
    const record = (el: Node) => {
      if (el instanceof HTMLElement && el.querySelector('[aria-label="福彩3D 大小走势"]'))
        classes.push(el.className.split(' ').pop() ?? '');
    };
    const watch = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') record(r.target);
        else r.addedNodes.forEach(record);
      }
    });
    const prepared = [{ key: 'daxiao:daxiao', table: daxiao }];
    const { container, rerender } = render(<TableSlots slotKey="basic:basic" table={basic} prepared={prepared} />);
    watch.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
    // nothing is built in the frame that shows the page's table
    expect(screen.queryAllByRole('table', { hidden: true })).toHaveLength(1);
    await waitFor(() => expect(screen.queryAllByRole('table', { hidden: true })).toHaveLength(2));
    const built = screen.getByRole('table', { name: '福彩3D 大小走势', hidden: true });
    // laid out in a box of no height first, then kept hidden; never named for tests nor announced
    await waitFor(() => expect(built.closest('.hidden')).not.toBeNull());
    expect(classes).toEqual(['warm', 'hidden']);
    expect(built.dataset.testid).toBeUndefined();
    expect(built.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByTestId('trend-table').getAttribute('aria-label')).toBe('福彩3D 基本走势');
    rerender(<TableSlots slotKey="daxiao:daxiao" table={daxiao} prepared={[{ key: 'basic:basic', table: basic }]} />);
    expect(screen.getByTestId('trend-table')).toBe(built);
    expect(built.closest('[aria-hidden="true"]')).toBeNull();
    watch.disconnect();
  });

  it('brings a table built ahead up to date while idle, and lets go of one no longer wanted', async () => {
    const more = { ...daxiao, visible: 20 };
    const { rerender } = render(
      <TableSlots slotKey="basic:basic" table={basic} prepared={[{ key: 'daxiao:daxiao', table: daxiao }]} />,
    );
    const built = () => screen.queryByRole('table', { name: '福彩3D 大小走势', hidden: true });
    await waitFor(() => expect(built()?.dataset.visible).toBe('30'));
    rerender(<TableSlots slotKey="basic:basic" table={basic} prepared={[{ key: 'daxiao:daxiao', table: more }]} />);
    await waitFor(() => expect(built()?.dataset.visible).toBe('20'));
    // a view whose table is not loaded (another window on its way) keeps what was built
    rerender(<TableSlots slotKey="basic:basic" table={basic} prepared={[{ key: 'daxiao:daxiao', table: null }]} />);
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(built()?.dataset.visible).toBe('20');
    rerender(<TableSlots slotKey="basic:basic" table={basic} prepared={[]} />);
    await waitFor(() => expect(built()).toBeNull());
    expect(screen.getByTestId('trend-table').getAttribute('aria-label')).toBe('福彩3D 基本走势');
  });
});
