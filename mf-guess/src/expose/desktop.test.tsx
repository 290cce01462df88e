import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, LOTTERY_FIXTURES, remoteRoot, renderRemote } from '@cp/shared/testing';
import DesktopRoutes from './desktop';

/** These pages run over the four fixture lotteries, their per-kind lists and draws. */
const fixtureApi = () => createFakeApi(LOTTERY_FIXTURES).api;

const TABS = [
  { tab: 'rank', label: '排行榜', soon: '竞猜排行榜即将上线' },
  { tab: 'mylotterybet', label: '我的竞猜', soon: '我的竞猜功能即将开放' },
  { tab: 'mysubscription', label: '我的订阅', soon: '我的订阅功能即将开放' },
  { tab: 'newlotterybet', label: '发起竞猜', soon: '发起竞猜功能即将开放' },
  { tab: 'userInfo', label: '用户资料', soon: '用户资料功能即将开放' },
];

const P = '/lotterybet';

describe('mf-guess desktop routes', () => {
  it.each(TABS)(
    'lotteryhome/jspk10/$tab renders the guess centre frame on the $label tab',
    async ({ tab, label, soon }) => {
      const { api, calls } = createFakeApi(LOTTERY_FIXTURES);
      const { container, store } = renderRemote(DesktopRoutes, P, `${P}/lotteryhome/jspk10/${tab}`, api);
      expect(remoteRoot(container, 'mf_guess')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe('竞猜中心 |');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('竞猜中心');
      expect(await screen.findByText(soon)).toBeTruthy();
      expect(calls).toContain('planLotteryGroups:jingCai');
      const tabs = within(screen.getByRole('navigation', { name: '竞猜中心' })).getAllByRole('link');
      expect(tabs.map((t) => t.textContent)).toEqual(['排行榜', '我的竞猜', '我的订阅', '发起竞猜', '用户资料']);
      expect(tabs.map((t) => t.getAttribute('href'))).toEqual(TABS.map((t) => `${P}/lotteryhome/jspk10/${t.tab}`));
      expect(screen.getByRole('link', { name: label, current: 'page' })).toBeTruthy();
      expect(!!screen.queryByText('竞猜规则')).toBe(tab === 'rank');
    },
  );

  it('states the ranking rules on the rank page', async () => {
    renderRemote(DesktopRoutes, P, `${P}/lotteryhome/jsssc/rank`, fixtureApi());
    const rules = await screen.findByRole('region', { name: '竞猜规则' });
    const items = within(rules)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '每周至少发起 4 次竞猜，才具备参与排行榜排名的资格。',
      '排行榜每期为周一至周日，每周一 00:00 重新开始计算。',
    ]);
    expect(await screen.findByText('第 20261121-0457 期开奖')).toBeTruthy();
  });

  it('lists the jingCai lotteries in the chooser, keeping the page when switching', async () => {
    renderRemote(DesktopRoutes, P, `${P}/lotteryhome/jspk10/mysubscription`, fixtureApi());
    const chooser = await screen.findByRole('navigation', { name: '选择彩种' });
    await within(chooser).findByText('PK10 系列');
    expect(
      within(chooser)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['PK10 系列', '时时彩 系列']);
    expect(within(chooser).getByRole('link', { name: '极速时时彩' }).getAttribute('href')).toBe(
      `${P}/lotteryhome/jsssc/mysubscription`,
    );
    expect(within(chooser).getByRole('link', { name: '极速赛车' }).getAttribute('aria-current')).toBe('page');
  });

  it.each([
    [P, `${P}/lotteryhome/jspk10/rank`],
    [`${P}/lotteryhome`, `${P}/lotteryhome/jspk10/rank`],
    [`${P}/lotteryhome/xyft`, `${P}/lotteryhome/xyft/rank`],
    [`${P}/lotteryhome/mylotterybet`, `${P}/lotteryhome/jspk10/mylotterybet`],
    [`${P}/lotteryhome/userInfo/42`, `${P}/lotteryhome/jspk10/userInfo/42`],
  ])('sends %s to %s', async (from, to) => {
    const { location } = renderRemote(DesktopRoutes, P, from, fixtureApi());
    await waitFor(() => expect(location()).toBe(to));
  });

  it('keeps a user id in userInfo/{id}', async () => {
    const { location } = renderRemote(DesktopRoutes, P, `${P}/lotteryhome/xyft/userInfo/42`, fixtureApi());
    expect(await screen.findByText('用户资料功能即将开放')).toBeTruthy();
    expect(location()).toBe(`${P}/lotteryhome/xyft/userInfo/42`);
  });

  it('says 未知彩种 for a lottery the guess centre does not run', async () => {
    renderRemote(DesktopRoutes, P, `${P}/lotteryhome/hk6/rank`, fixtureApi());
    expect(await screen.findByText('未知彩种')).toBeTruthy();
    expect(screen.queryByText('竞猜排行榜即将上线')).toBeNull();
  });

  it.each([`${P}/lotteryhome/jspk10/bogus`, `${P}/other`, `${P}/lotteryhome/jspk10/rank/more`])(
    'shows the 404 text for %s',
    (path) => {
      const { container } = renderRemote(DesktopRoutes, P, path, fixtureApi());
      expect(screen.getByText('This page could not be found')).toBeTruthy();
      expect(remoteRoot(container, 'mf_guess')).not.toBeNull();
    },
  );

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = renderRemote(DesktopRoutes, P, `${P}/lotteryhome/jspk10/rank`, fixtureApi());
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});
