import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, LOTTERY_FIXTURES, remoteRoot, settle } from '@cp/shared/testing';
import type { FakeApi } from '@cp/shared/testing';
import { guessHttp, memberStorage, renderGuess } from '../testing/guessHttp';
import MobileRoutes from './mobile';

/** The remote over the fixture lotteries, its own endpoints answered by guessHttp(). */
const renderRemote = (Tree: typeof MobileRoutes, prefix: string, path: string, api?: FakeApi) =>
  renderGuess(Tree, prefix, path, guessHttp(), { api });

/** These pages run over the four fixture lotteries, their per-kind lists and draws. */
const fixtureApi = () => createFakeApi(LOTTERY_FIXTURES).api;

const P = '/m/lotterybet';

describe('mf-guess mobile routes', () => {
  it.each(['rank', 'mylotterybet', 'mysubscription', 'newlotterybet', 'userInfo'])(
    'lotteryhome/jspk10/%s renders the mobile frame',
    async (tab) => {
      const { container, store } = renderRemote(MobileRoutes, P, `${P}/lotteryhome/jspk10/${tab}`, fixtureApi());
      expect(remoteRoot(container, 'mf_guess')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe('竞猜中心 |');
      expect(await screen.findByRole('button', { name: /极速赛车/ })).toBeTruthy();
      const tabs = within(screen.getByRole('navigation', { name: '竞猜中心' })).getAllByRole('link');
      expect(tabs).toHaveLength(5);
      expect(tabs.find((t) => t.getAttribute('aria-current') === 'page')?.getAttribute('href')).toBe(
        `${P}/lotteryhome/jspk10/${tab}`,
      );
    },
  );

  it('shows the 竞猜规则 on the rank page', async () => {
    renderRemote(MobileRoutes, P, `${P}/lotteryhome/jspk10/rank`, fixtureApi());
    expect(await screen.findByRole('region', { name: '竞猜规则' })).toBeTruthy();
  });

  it('switches lottery from the 选择彩种 sheet, staying on the same tab', async () => {
    const { location } = renderRemote(MobileRoutes, P, `${P}/lotteryhome/jspk10/newlotterybet`, fixtureApi());
    fireEvent.click(await screen.findByRole('button', { name: /极速赛车/ }));
    fireEvent.click(within(screen.getByRole('dialog', { name: '选择彩种' })).getByRole('link', { name: '幸运飞艇' }));
    expect(location()).toBe(`${P}/lotteryhome/xyft/newlotterybet`);
    expect(await screen.findByRole('button', { name: /幸运飞艇/ })).toBeTruthy();
    expect(await screen.findByText('第 20261121-0457 期开奖')).toBeTruthy();
  });

  it('sends the guess-centre home to the first lottery ranking', async () => {
    const { location } = renderRemote(MobileRoutes, P, `${P}/lotteryhome`, fixtureApi());
    await waitFor(() => expect(location()).toBe(`${P}/lotteryhome/jspk10/rank`));
  });

  it('shows the 404 text for an unknown sub-path', () => {
    renderRemote(MobileRoutes, P, `${P}/lotteryhome/jspk10/nothing`, fixtureApi());
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });
  it.each(['mylotterybet', 'mysubscription', 'newlotterybet'])('asks a guest to log in on %s', async (tab) => {
    renderRemote(MobileRoutes, P, `${P}/lotteryhome/jspk10/${tab}`, fixtureApi());
    expect(await screen.findByText('尚未登录，请先登录会员')).toBeTruthy();
    expect(screen.queryByRole('group', { name: '位置' })).toBeNull();
  });

  it('shows a member one position of the board at a time, five chips a row, with the count chosen', async () => {
    const { api } = createFakeApi(LOTTERY_FIXTURES);
    api.member.renewToken.mockResolvedValue({ token: 't1k' });
    renderGuess(MobileRoutes, P, `${P}/lotteryhome/jspk10/newlotterybet`, guessHttp(), {
      api,
      env: { storage: memberStorage() },
    });
    await act(settle);
    const chips = within(await screen.findByRole('group', { name: '位置' })).getAllByRole('button');
    expect(chips).toHaveLength(10);
    expect(chips[0].getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '冠军 大小 大' }));
    expect(screen.queryByRole('button', { name: '第十名 大小 小' })).toBeNull();
    fireEvent.click(chips[9]);
    expect(chips[9].getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: '冠军 大小 大' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '第十名 大小 小' }));
    fireEvent.click(screen.getByRole('button', { name: '第十名 号码 07' }));
    expect([within(chips[0]).getByLabelText('已选 1'), within(chips[9]).getByLabelText('已选 2')]).toHaveLength(2);
    expect(screen.getByText('已选 3 注')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy(); // 合计 30 积分
  });
});
