import { screen, waitFor, within } from '@testing-library/react';
import { act, fireEvent } from '@testing-library/react';
import { createFakeApi, drawInfo, FakeEventSource, LOTTERY_FIXTURES, remoteRoot, settle } from '@cp/shared/testing';
import type { FakeApi } from '@cp/shared/testing';
import { guess, guessHttp, memberStorage, rankingPage, rankingRow, renderGuess } from '../testing/guessHttp';
import DesktopRoutes from './desktop';

/** The remote over the fixture lotteries, its own endpoints answered by guessHttp(). */
const renderRemote = (Tree: typeof DesktopRoutes, prefix: string, path: string, api?: FakeApi) =>
  renderGuess(Tree, prefix, path, guessHttp(), { api });

/** A logged-in member 7 (the stored login is renewed by the standalone check). */
function asMember() {
  const { api } = createFakeApi(LOTTERY_FIXTURES);
  api.member.renewToken.mockResolvedValue({ token: 't1k' });
  return { api, env: { storage: memberStorage() } };
}

/** These pages run over the four fixture lotteries, their per-kind lists and draws. */
const fixtureApi = () => createFakeApi(LOTTERY_FIXTURES).api;

/** What a guest sees on each tab: the ranking, or the login notice for the members' pages. */
const GUEST = '尚未登录，请先登录会员';
const TABS = [
  { tab: 'rank', label: '排行榜', shows: '胜率榜' },
  { tab: 'mylotterybet', label: '我的竞猜', shows: GUEST },
  { tab: 'mysubscription', label: '我的订阅', shows: GUEST },
  { tab: 'newlotterybet', label: '发起竞猜', shows: GUEST },
  { tab: 'userInfo', label: '用户资料', shows: GUEST },
];

const P = '/lotterybet';

describe('mf-guess desktop routes', () => {
  it.each(TABS)(
    'lotteryhome/jspk10/$tab renders the guess centre frame on the $label tab',
    async ({ tab, label, shows }) => {
      const { api, calls } = createFakeApi(LOTTERY_FIXTURES);
      const { container, store } = renderGuess(DesktopRoutes, P, `${P}/lotteryhome/jspk10/${tab}`, guessHttp(), {
        api,
      });
      expect(remoteRoot(container, 'mf_guess')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe('竞猜中心 |');
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('竞猜中心');
      expect(await screen.findByText(shows)).toBeTruthy();
      expect(calls).toContain('planLotteryGroups:jingCai');
      const tabs = within(screen.getByRole('navigation', { name: '竞猜中心' })).getAllByRole('link');
      expect(tabs.map((t) => t.textContent)).toEqual(['排行榜', '我的竞猜', '我的订阅', '发起竞猜', '用户资料']);
      expect(tabs.map((t) => t.getAttribute('href'))).toEqual(TABS.map((t) => `${P}/lotteryhome/jspk10/${t.tab}`));
      expect(screen.getByRole('link', { name: label, current: 'page' })).toBeTruthy();
      expect(!!screen.queryByText('竞猜规则')).toBe(tab === 'rank' || tab === 'newlotterybet');
    },
  );

  it('states the ranking rules on the rank page', async () => {
    renderRemote(DesktopRoutes, P, `${P}/lotteryhome/jsssc/rank`, fixtureApi());
    const rules = await screen.findByRole('region', { name: '竞猜规则' });
    const items = within(rules)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      '竞猜下一期开奖结果，开奖前 10 秒封盘；每注 10 积分，每期最多 20 注。',
      '大小、单双、龙虎赔率 1.98，猜中得 20 积分；号码赔率 9.85，猜中得 99 积分（小数向上取整）；开出“和”退还积分。',
      '每周至少发起 4 次竞猜，才具备参与排行榜排名的资格。',
      '排行榜每期为周一至周日，每周一 00:00（北京时间）重新开始计算。',
      '积分仅用于站内竞猜娱乐，不可兑换现金，开奖结果仅供参考。',
    ]);
    expect(await screen.findByText('第 20261121-0457 期开奖')).toBeTruthy();
    expect(await screen.findByText('登录后可查看自己的排名。')).toBeTruthy(); // a guest has no own row
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
    expect(await screen.findByText('幸运星')).toBeTruthy();
    expect(screen.getByTestId('fans-count').textContent).toBe('2');
    expect(screen.getByText('待开奖的竞猜仅对订阅者可见。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '订阅' })).toBeNull(); // a guest cannot follow
    expect(location()).toBe(`${P}/lotteryhome/xyft/userInfo/42`);
  });

  it('says 未知彩种 for a lottery the guess centre does not run', async () => {
    renderRemote(DesktopRoutes, P, `${P}/lotteryhome/hk6/rank`, fixtureApi());
    expect(await screen.findByText('未知彩种')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '胜率榜' })).toBeNull();
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

  it('lets a member choose, see the cost, and place guesses with one Idempotency-Key', async () => {
    const http = guessHttp((h) =>
      h.on('post', '/v1/cp168/apis/predictions', ({ body }) => ({
        lotteryCode: 'jspk10',
        period: '20261121-0458',
        guesses: (body as { selections: unknown[] }).selections.map((_, i) =>
          guess({ id: 100 + i, placedAt: '2026-11-21T09:30:42+08:00' }),
        ),
        cost: 10,
        score: 990,
      })),
    );
    renderGuess(DesktopRoutes, P, `${P}/lotteryhome/jspk10/newlotterybet`, http, asMember());
    await act(settle);
    expect((await screen.findByTestId('bet-period')).textContent).toBe('20261121-0458');
    expect(screen.getByTestId('bet-score').textContent).toBe('1000');
    fireEvent.click(screen.getByRole('button', { name: '冠军 大小 大' }));
    expect(screen.getByRole('button', { name: '冠军 大小 大' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('已选 1 注')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确认竞猜' }));
    await act(settle);
    const posts = http.requestsTo('post', '/v1/cp168/apis/predictions');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      lotteryCode: 'jspk10',
      period: '20261121-0458',
      selections: [{ position: 'hm1', play: 'daxiao', pick: '大' }],
    });
    expect(posts[0].headers?.['Idempotency-Key']).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(screen.getByText('竞猜成功：1 注，扣除 10 积分').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('bet-score').textContent).toBe('990');
    const table = screen.getByRole('table', { name: '本期我的竞猜' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('待开奖')).toBeTruthy();
  });

  it('shows a member the ranking with their own place pinned below the top rows', async () => {
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/rankingWins', () =>
        rankingPage({ total: 60, me: rankingRow({ rank: 57, memberId: 7, nickname: 'lucky_7', winRate: 0.25 }) }),
      ),
    );
    renderGuess(DesktopRoutes, P, `${P}/lotteryhome/jspk10/rank`, http, asMember());
    const table = await screen.findByRole('table', { name: '胜率榜' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows[1]).toContain('幸运星');
    // rank, initial, nickname, guesses, wins, rate, profit — after a '…' row hidden from assistive technology
    expect(rows.slice(2)).toEqual(['57llucky_78525%+30']);
    expect(table.querySelectorAll('tr[data-mine]')).toHaveLength(1);
    const latest = await screen.findByRole('table', { name: '最新开奖的竞猜' });
    expect(
      within(latest)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['会员期号竞猜开奖结果', '幸运星20261121-0458冠军 大小 大大中 +10']);
  });
  it('shows a member their own page under userInfo without an id, with no subscribe button', async () => {
    const http = guessHttp();
    renderGuess(DesktopRoutes, P, `${P}/lotteryhome/jspk10/userInfo`, http, asMember());
    await act(settle);
    expect(await screen.findByTestId('member-nickname')).toBeTruthy();
    expect(http.requestsTo('get', '/v1/cp168/apis/predictionStats/:id')[0].path).toBe(
      '/v1/cp168/apis/predictionStats/7',
    );
    expect(screen.queryByRole('button', { name: '订阅' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消订阅' })).toBeNull();
  });

  it('filters 我的竞猜 by any guess lottery or all of them', async () => {
    const http = guessHttp();
    renderGuess(DesktopRoutes, P, `${P}/lotteryhome/jspk10/mylotterybet`, http, asMember());
    await act(settle);
    expect(await screen.findByText('暂无竞猜记录')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: '彩种' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('全部彩种');
    expect(options).toEqual(expect.arrayContaining(['极速赛车', '幸运飞艇', '极速时时彩']));
    fireEvent.change(select, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await act(settle);
    const asked = http.requestsTo('get', '/v1/cp168/apis/me/predictions').map((r) => r.params.lotteryCode ?? null);
    expect(asked).toEqual(['jspk10', null]);
    expect(screen.getByTestId('my-totals').textContent).toContain('共 0 注');
  });
  it('shows this period’s results when the live draw arrives, without a reload', async () => {
    let drawn = false;
    const held = guess({ id: 9, pick: '大' });
    const http = guessHttp((h) =>
      h.on('get', '/v1/cp168/apis/checkPrediction', ({ params }) => {
        const period = (params.period as string | undefined) ?? (drawn ? '20261121-0459' : '20261121-0458');
        return {
          lotteryCode: 'jspk10',
          period,
          openPeriod: drawn ? '20261121-0459' : '20261121-0458',
          drawTime: drawn ? '2026-11-21T09:32:35+08:00' : '2026-11-21T09:32:05+08:00',
          open: true,
          closesAt: drawn ? '2026-11-21T09:32:25+08:00' : '2026-11-21T09:31:55+08:00',
          serverTime: '2026-11-21T09:30:41+08:00',
          selections:
            period === '20261121-0458'
              ? [drawn ? { ...held, status: 'won' as const, payout: 20, result: '大' } : held]
              : [],
          remaining: 19,
        };
      }),
    );
    const sources: FakeEventSource[] = [];
    const member = asMember();
    const openEventSource = (url: string) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    };
    renderGuess(DesktopRoutes, P, `${P}/lotteryhome/jspk10/newlotterybet`, http, {
      api: member.api,
      env: { ...member.env, openEventSource },
    });
    await act(settle);
    const mine = await screen.findByRole('table', { name: '本期我的竞猜' });
    expect(within(mine).getByText('待开奖')).toBeTruthy();
    expect(sources).toHaveLength(1);
    drawn = true;
    act(() => sources[0].push(drawInfo('jspk10', '20261121-0458', Date.parse('2026-11-21T09:32:05+08:00'))));
    const results = await screen.findByRole('table', { name: '上期结果' });
    expect(within(results).getByText('中 +10')).toBeTruthy();
    expect((await screen.findByTestId('bet-period')).textContent).toBe('20261121-0459');
    const asked = http.requestsTo('get', '/v1/cp168/apis/checkPrediction').map((r) => r.params.period ?? null);
    expect(asked).toContain('20261121-0458');
  });
});
