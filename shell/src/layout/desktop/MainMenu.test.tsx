import { act, fireEvent, screen, within } from '@testing-library/react';
import { MainMenu } from './MainMenu';
import { renderWithShell } from '../../testing/render';
import { fakeStore, lottery } from '@cp/shared/testing';

describe('<MainMenu>', () => {
  it('highlights the section of the current page', () => {
    const { store } = fakeStore();
    renderWithShell(<MainMenu />, store, { path: '/changltx' });
    expect(screen.getByRole('link', { name: '长龙提醒' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '竞猜中心' }).getAttribute('href')).toBe(
      '/lotterybet/lotteryhome/jspk10/rank',
    );
  });

  it('opens the lottery hall with lotteries by category and series', async () => {
    const { store, api } = fakeStore();
    api.lotteries.publicLotteries.mockResolvedValue({
      jspk10: lottery('jspk10', { name: '极速赛车' }),
      hk6: lottery('hk6', { name: '香港六合彩', group: 'hk6', category: 'china', series: '六合彩', sort: 22 }),
    });
    await act(() => store.lotteries.loadPublic());
    renderWithShell(<MainMenu />, store, { path: '/' });
    fireEvent.mouseEnter(screen.getByRole('button', { name: /彩票大厅/ }).parentElement as HTMLElement);
    const hall = screen.getByTestId('hall-menu');
    expect(
      within(hall)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['极速彩', '全国彩']);
    expect(within(hall).getByRole('link', { name: '香港六合彩' }).getAttribute('href')).toBe('/lottery/trend/hk6');
    expect(hall.textContent).toContain('六合彩 系列');
  });

  it('opens the prediction tabs and loads each tab’s list once', async () => {
    const { store, api } = fakeStore();
    api.lotteries.planLotteryGroups.mockImplementation(async (kind: string) => [
      {
        series: 'PK10',
        label: 'PK10 系列',
        sort: 1,
        list: [{ ...lottery(kind === 'shaHao' ? 'jsft' : 'jspk10'), baseCp: 'x' }],
      },
    ]);
    renderWithShell(<MainMenu />, store, { path: '/' });
    await act(async () =>
      fireEvent.mouseEnter(screen.getByRole('button', { name: /预测/ }).parentElement as HTMLElement),
    );
    const menu = screen.getByTestId('plan-menu');
    expect(within(menu).getByRole('link', { name: 'jspk10' }).getAttribute('href')).toBe('/lmTj/jspk10');
    await act(async () => fireEvent.mouseEnter(within(menu).getByRole('tab', { name: '杀号计划' })));
    expect(within(menu).getByRole('link', { name: 'jsft' }).getAttribute('href')).toBe('/shJh/jsft');
    await act(async () => fireEvent.mouseEnter(within(menu).getByRole('tab', { name: '两面推荐' })));
    expect(api.lotteries.planLotteryGroups.mock.calls.map((c) => c[0])).toEqual(['liangMian', 'shaHao']);
  });
});
