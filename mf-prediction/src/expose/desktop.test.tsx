import { act, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, LOTTERY_FIXTURES, remoteRoot, renderRemote } from '@cp/shared/testing';
import DesktopRoutes from './desktop';

/** These pages run over the four fixture lotteries, their per-kind lists and draws. */
const fixtureApi = () => createFakeApi(LOTTERY_FIXTURES).api;

const PAGES = [
  { prefix: '/lmTj', title: '两面推荐 |', kind: 'liangMian', soon: '两面推荐功能即将上线' },
  { prefix: '/expert', title: '专家推荐 |', kind: 'zhuanJia', soon: '专家推荐功能即将上线' },
  { prefix: '/buyplan', title: '购彩计划 |', kind: 'gouCai', soon: '购彩计划功能即将上线' },
  { prefix: '/shJh', title: '杀号计划 |', kind: 'shaHao', soon: '杀号计划功能即将上线' },
];

describe('mf-prediction desktop routes', () => {
  it.each(PAGES)(
    '$prefix/jspk10 renders its frame with title "$title" and the $kind chooser',
    async ({ prefix, title, kind, soon }) => {
      const { api, calls } = createFakeApi(LOTTERY_FIXTURES);
      const { container, store } = renderRemote(DesktopRoutes, prefix, `${prefix}/jspk10`, api);
      expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe(title);
      expect(await screen.findByText(soon)).toBeTruthy();
      expect(calls).toContain(`planLotteryGroups:${kind}`);
      const tabs = within(screen.getByRole('navigation', { name: '预测推荐' })).getAllByRole('link');
      expect(tabs.map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
        ['两面推荐', '/lmTj'],
        ['专家推荐', '/expert'],
        ['购彩计划', '/buyplan'],
        ['杀号计划', '/shJh'],
      ]);
      expect(tabs.find((t) => t.getAttribute('aria-current') === 'page')?.getAttribute('href')).toBe(prefix);
    },
  );

  it('shows the chosen lottery in the chooser and its latest draw', async () => {
    const { container } = renderRemote(DesktopRoutes, '/lmTj', '/lmTj/xyft', fixtureApi());
    const chooser = await screen.findByRole('navigation', { name: '选择彩种' });
    await within(chooser).findByText('PK10 系列');
    expect(
      within(chooser)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['PK10 系列', '时时彩 系列']);
    const current = within(chooser).getByRole('link', { name: '幸运飞艇' });
    expect(current.getAttribute('href')).toBe('/lmTj/xyft');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('第 20261121-0457 期开奖')).toBeTruthy();
    const latest = container.querySelector('[data-testid="latest-draw"]') as HTMLElement;
    expect(
      within(latest)
        .getAllByTestId('draw-ball')
        .map((b) => b.textContent),
    ).toEqual(['3', '8', '1', '10', '5', '2', '9', '4', '7', '6']);
    expect(within(latest).getByText(/下期 20261121-0458 期/)).toBeTruthy();
  });

  it('sends a path without a code to the first lottery by sort', async () => {
    const { location } = renderRemote(DesktopRoutes, '/shJh', '/shJh', fixtureApi());
    await waitFor(() => expect(location()).toBe('/shJh/jspk10'));
  });

  it('says 未知彩种 for a code the tab does not list, inside the frame', async () => {
    const { container, store } = renderRemote(DesktopRoutes, '/lmTj', '/lmTj/nope', fixtureApi());
    expect(await screen.findByText('未知彩种')).toBeTruthy();
    expect(screen.getByText(/没有代码为「nope」的彩种/)).toBeTruthy();
    expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('两面推荐 |');
    expect(screen.queryByText('两面推荐功能即将上线')).toBeNull();
  });

  it('names a real lottery that this tab does not offer', async () => {
    const { store } = renderRemote(DesktopRoutes, '/lmTj', '/lmTj/hk6', fixtureApi());
    await act(() => store.lotteries.loadPublic());
    expect(await screen.findByText(/「香港六合彩」不在本页的彩种列表中/)).toBeTruthy();
  });

  it('has an expert detail page, and the same path elsewhere is a 404', async () => {
    const expert = renderRemote(DesktopRoutes, '/expert', '/expert/hk6/1001', fixtureApi());
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    await within(crumbs).findByText('专家详情');
    expect(crumbs.textContent).toBe('首页›专家推荐›香港六合彩›专家详情');
    expect(within(crumbs).getByRole('link', { name: '香港六合彩' }).getAttribute('href')).toBe('/expert/hk6');
    expert.unmount();
    renderRemote(DesktopRoutes, '/lmTj', '/lmTj/jspk10/1001', fixtureApi());
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('shows the 404 text for an unknown sub-path', () => {
    const { container, store } = renderRemote(DesktopRoutes, '/lmTj', '/lmTj/jspk10/extra', fixtureApi());
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('404 |');
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = renderRemote(DesktopRoutes, '/buyplan', '/buyplan/jspk10', fixtureApi());
    expect(store.ui.titleSuffix).toBe('购彩计划 |');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});
