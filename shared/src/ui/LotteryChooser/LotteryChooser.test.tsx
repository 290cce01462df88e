import type { ReactElement } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LotteryChooser } from './LotteryChooser';
import { LotteryChooserSheet } from './LotteryChooserSheet';
import type { ChooserGroup } from './chooserGroups';

// Deliberately out of order: the chooser must order groups and lotteries by sort itself.
const GROUPS: ChooserGroup[] = [
  {
    series: '时时彩',
    sort: 2,
    list: [
      { code: 'cqssc', name: '重庆时时彩', sort: 5 },
      { code: 'jsssc', name: '极速时时彩', sort: 4 },
    ],
  },
  {
    series: 'PK10',
    sort: 1,
    list: [
      { code: 'xyft', name: '幸运飞艇', sort: 3 },
      { code: 'jspk10', name: '极速赛车', sort: 1 },
    ],
  },
  { series: '快3', sort: 3, list: [] },
];

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(ui: ReactElement, path = '/lmTj/jspk10') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LotteryChooser', () => {
  it('lists series groups in sort order, labelled "{series} 系列", skipping empty ones', () => {
    renderAt(<LotteryChooser groups={GROUPS} basePath="/lmTj" />);
    const nav = screen.getByRole('navigation', { name: '选择彩种' });
    expect(within(nav).getByRole('heading', { level: 2 }).textContent).toBe('选择彩种');
    const labels = within(nav)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(labels).toEqual(['PK10 系列', '时时彩 系列']);
  });

  it('links each lottery, in sort order, to basePath/code and highlights the current one', () => {
    renderAt(<LotteryChooser groups={GROUPS} basePath="/lmTj" current="jsssc" />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['极速赛车', '/lmTj/jspk10'],
      ['幸运飞艇', '/lmTj/xyft'],
      ['极速时时彩', '/lmTj/jsssc'],
      ['重庆时时彩', '/lmTj/cqssc'],
    ]);
    expect(screen.getByRole('link', { name: '极速时时彩' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '极速赛车' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the page inside the lottery when given a subPath', () => {
    renderAt(<LotteryChooser groups={GROUPS} basePath="/lotterybet/lotteryhome" subPath="rank" />);
    expect(screen.getByRole('link', { name: '幸运飞艇' }).getAttribute('href')).toBe(
      '/lotterybet/lotteryhome/xyft/rank',
    );
  });

  it('navigates when a lottery is picked', () => {
    renderAt(<LotteryChooser groups={GROUPS} basePath="/lmTj" current="jspk10" />);
    fireEvent.click(screen.getByRole('link', { name: '重庆时时彩' }));
    expect(screen.getByTestId('where').textContent).toBe('/lmTj/cqssc');
  });
});

describe('LotteryChooserSheet', () => {
  it('opens a 选择彩种 sheet from the current lottery button and closes it after a pick', () => {
    renderAt(
      <LotteryChooserSheet groups={GROUPS} basePath="/m/shJh" current="jspk10" currentName="极速赛车" />,
      '/m/shJh/jspk10',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /极速赛车/ }));
    const dialog = screen.getByRole('dialog', { name: '选择彩种' });
    fireEvent.click(within(dialog).getByRole('link', { name: '幸运飞艇' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/m/shJh/xyft');
  });

  it('closes with the close button, the backdrop and Escape', () => {
    renderAt(<LotteryChooserSheet groups={GROUPS} basePath="/m/shJh" />, '/m/shJh');
    const open = screen.getByRole('button', { name: /选择彩种/ });
    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(open);
    fireEvent.click(screen.getByTestId('lottery-chooser-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(open);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
