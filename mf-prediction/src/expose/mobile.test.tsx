import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, LOTTERY_FIXTURES, remoteRoot, renderRemote } from '@cp/shared/testing';
import MobileRoutes from './mobile';

/** These pages run over the four fixture lotteries, their per-kind lists and draws. */
const fixtureApi = () => createFakeApi(LOTTERY_FIXTURES).api;

const PAGES = [
  { prefix: '/m/lmTj', title: '两面推荐 |', kind: 'liangMian' },
  { prefix: '/m/expert', title: '专家推荐 |', kind: 'zhuanJia' },
  { prefix: '/m/buyplan', title: '购彩计划 |', kind: 'gouCai' },
  { prefix: '/m/shJh', title: '杀号计划 |', kind: 'shaHao' },
];

describe('mf-prediction mobile routes', () => {
  it.each(PAGES)(
    '$prefix/jsssc renders its frame with title "$title" and links the other three plans',
    async ({ prefix, title, kind }) => {
      const { api, calls } = createFakeApi(LOTTERY_FIXTURES);
      const { container, store } = renderRemote(MobileRoutes, prefix, `${prefix}/jsssc`, api);
      expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe(title);
      // The shell's mobile header shows the title; the page adds no second h1.
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(await screen.findByRole('button', { name: /极速时时彩/ })).toBeTruthy();
      expect(calls).toContain(`planLotteryGroups:${kind}`);
      const nav = within(screen.getByRole('navigation', { name: '预测推荐' })).getAllByRole('link');
      expect(nav).toHaveLength(3);
      expect(nav.map((a) => a.getAttribute('href'))).not.toContain(prefix);
      expect(nav.every((a) => a.getAttribute('href')?.startsWith('/m/'))).toBe(true);
    },
  );

  it('opens the 选择彩种 sheet and switches lottery', async () => {
    const { location } = renderRemote(MobileRoutes, '/m/shJh', '/m/shJh/jspk10', fixtureApi());
    fireEvent.click(await screen.findByRole('button', { name: /极速赛车/ }));
    const sheet = screen.getByRole('dialog', { name: '选择彩种' });
    expect(
      within(sheet)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['PK10 系列', '时时彩 系列']);
    fireEvent.click(within(sheet).getByRole('link', { name: '极速时时彩' }));
    expect(location()).toBe('/m/shJh/jsssc');
    expect(await screen.findByRole('button', { name: /极速时时彩/ })).toBeTruthy();
  });

  it('sends a path without a code to the first lottery by sort', async () => {
    const { location } = renderRemote(MobileRoutes, '/m/expert', '/m/expert', fixtureApi());
    await waitFor(() => expect(location()).toBe('/m/expert/jspk10'));
  });

  it('says 未知彩种 for an unknown code', async () => {
    renderRemote(MobileRoutes, '/m/buyplan', '/m/buyplan/nope', fixtureApi());
    expect(await screen.findByText('未知彩种')).toBeTruthy();
  });

  it('has the expert detail page under /m/expert/{code}/{detail}', async () => {
    const { store } = renderRemote(MobileRoutes, '/m/expert', '/m/expert/jspk10/1001', fixtureApi());
    expect(store.ui.titleSuffix).toBe('专家推荐 |');
    expect((await screen.findByRole('heading', { level: 2, name: '专家详情' })).textContent).toBe('专家详情');
    expect(screen.getByText('专家推荐功能即将上线')).toBeTruthy();
  });

  it('shows the 404 text for an unknown sub-path', () => {
    const { container } = renderRemote(MobileRoutes, '/m/shJh', '/m/shJh/jspk10/1001', fixtureApi());
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
  });
});
