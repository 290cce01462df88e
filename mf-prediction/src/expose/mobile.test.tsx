import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, LOTTERY_FIXTURES, remoteRoot } from '@cp/shared/testing';
import { JIHUA_DISCLAIMER } from '@cp/shared/domain';
import { fixtureData, jihuaHttp, renderPrediction } from '../testing/jihuaHttp';
import MobileRoutes from './mobile';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock factories must require
jest.mock('echarts/core', () => require('echarts/dist/echarts.js'));
jest.mock('echarts/charts', () => ({ BarChart: [], LineChart: [], PieChart: [] }));
jest.mock('echarts/components', () => ({
  DatasetComponent: [],
  GridComponent: [],
  LegendComponent: [],
  MarkLineComponent: [],
  TitleComponent: [],
  TooltipComponent: [],
}));
jest.mock('echarts/renderers', () => ({ CanvasRenderer: [], SVGRenderer: [] }));

// jsdom lays nothing out, so ECharts warns that its box has no size; every other warning stays.
const warn = console.warn;
beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).startsWith('[ECharts]')) warn(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

const render = (prefix: string, path: string, http = jihuaHttp()) => renderPrediction(MobileRoutes, prefix, path, http);

const PAGES = [
  { prefix: '/m/lmTj', title: '两面推荐 |', kind: 'liangMian', shows: '两面推荐记录' },
  { prefix: '/m/expert', title: '专家推荐 |', kind: 'zhuanJia', shows: '专家推荐记录' },
  { prefix: '/m/buyplan', title: '购彩计划 |', kind: 'gouCai', shows: '计划记录' },
  { prefix: '/m/shJh', title: '杀号计划 |', kind: 'shaHao', shows: '杀号记录' },
];

describe('mf-prediction mobile routes', () => {
  it.each(PAGES)(
    '$prefix/jsssc renders its frame with title "$title", the plans with the red countdown, and links the other three plans',
    async ({ prefix, title, kind, shows }) => {
      const { api, calls } = createFakeApi(LOTTERY_FIXTURES);
      const { container, store } = renderPrediction(MobileRoutes, prefix, `${prefix}/jsssc`, jihuaHttp(), { api });
      expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe(title);
      // The shell's mobile header shows the title; the page adds no second h1.
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
      expect(await screen.findByRole('button', { name: /极速时时彩/ })).toBeTruthy();
      expect(await screen.findByRole('table', { name: shows })).toBeTruthy();
      expect(screen.getByTestId('next-countdown')).toBeTruthy();
      expect(screen.getByRole('note').textContent).toBe(JIHUA_DISCLAIMER);
      expect(calls).toContain(`planLotteryGroups:${kind}`);
      const nav = within(screen.getByRole('navigation', { name: '预测推荐' })).getAllByRole('link');
      expect(nav).toHaveLength(3);
      expect(nav.map((a) => a.getAttribute('href'))).not.toContain(prefix);
      expect(nav.every((a) => a.getAttribute('href')?.startsWith('/m/'))).toBe(true);
    },
  );

  it('两面推荐 on a phone: one card per item with the pick, the last ten 中 / 错 and the rate beside chance', async () => {
    const data = fixtureData();
    const page = data.jspk10.page('lmTj');
    render('/m/lmTj', '/m/lmTj/jspk10', jihuaHttp(data));
    const cards = await screen.findAllByTestId('two-sides-card');
    expect(cards).toHaveLength(22);
    const marks = Array.from(cards[0].querySelectorAll('[data-hit]')).map((m) => m.textContent);
    expect(marks).toEqual(page.recent.slice(0, 10).map((r) => (r.cells[0].hit ? '中' : '错')));
    expect(cards[0].textContent).toContain(`冠军 大小${page.next!.cells[0].pick}`);
    expect(within(cards[0]).getByTestId('rate').textContent).toMatch(
      /^近100期 \d+%（随机 50%，95%区间 [\d.]+%–[\d.]+%）$/,
    );
    // The periods table keeps to its own box and shows short period numbers.
    const table = screen.getByRole('table', { name: '两面推荐记录' });
    expect(within(table).getAllByRole('rowheader')[0].textContent).toBe('0457');
    expect(within(table).getAllByRole('rowheader')[0].getAttribute('title')).toBe('20261121-0457');
  });

  it('购彩计划 on a phone lists the 失败 row', async () => {
    const data = fixtureData();
    const failed = data.jspk10.page('buyplan', 'buy2').recent.find((r) => r.buy?.status === 'failed')!;
    render('/m/buyplan', '/m/buyplan/jspk10', jihuaHttp(data));
    fireEvent.click(await screen.findByRole('button', { name: '2码计划' }));
    const rows = await screen.findByRole('table', { name: '计划记录' });
    await waitFor(() => expect(within(rows).getByRole('rowheader', { name: failed.period.slice(-4) })).toBeTruthy());
    const row = within(rows)
      .getByRole('rowheader', { name: failed.period.slice(-4) })
      .closest('tr')!;
    expect(within(row).getByText('失败')).toBeTruthy();
  });

  it('杀号计划 on a phone names the 杀 number of each position', async () => {
    const data = fixtureData();
    const page = data.jsssc.page('shJh', 'follow');
    render('/m/shJh', '/m/shJh/jsssc', jihuaHttp(data));
    fireEvent.click(await screen.findByRole('button', { name: '跟号' }));
    await waitFor(() => expect(screen.getByTestId('method-description').textContent).toContain('杀当前遗漏最多'));
    const table = await screen.findByRole('table', { name: '下期杀号与成功率' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(page.items.map((i) => i.label));
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0].textContent),
    ).toEqual(page.next!.cells.map((c) => `杀 ${c.pick}`));
  });

  it('opens the 选择彩种 sheet and switches lottery', async () => {
    const { location } = render('/m/shJh', '/m/shJh/jspk10');
    fireEvent.click(await screen.findByRole('button', { name: /极速赛车/ }));
    const sheet = screen.getByRole('dialog', { name: '选择彩种' });
    fireEvent.click(within(sheet).getByRole('link', { name: '极速时时彩' }));
    expect(location()).toBe('/m/shJh/jsssc');
    expect(await screen.findByRole('button', { name: /极速时时彩/ })).toBeTruthy();
    expect(await screen.findByRole('table', { name: '杀号记录' })).toBeTruthy();
  });

  it('sends a path without a code to the first lottery by sort', async () => {
    const { location } = render('/m/expert', '/m/expert');
    await waitFor(() => expect(location()).toBe('/m/expert/jspk10'));
  });

  it('says 未知彩种 for an unknown code', async () => {
    render('/m/buyplan', '/m/buyplan/nope');
    expect(await screen.findByText('未知彩种')).toBeTruthy();
  });

  it('has the expert detail page under /m/expert/{code}/{detail}, with its chart and a way back', async () => {
    const { store } = render('/m/expert', '/m/expert/hk6/random');
    expect(store.ui.titleSuffix).toBe('专家推荐 |');
    expect((await screen.findByRole('heading', { level: 2, name: '专家详情' })).textContent).toBe('专家详情');
    expect(await screen.findByRole('heading', { level: 3, name: '随机对照' })).toBeTruthy();
    expect((await screen.findByTestId('record-chart')).getAttribute('role')).toBe('img');
    expect(screen.getByRole('link', { name: '‹ 返回专家列表' }).getAttribute('href')).toBe('/m/expert/hk6');
    // 六合彩: one position, the special number.
    const items = screen.getByRole('table', { name: '各位置命中率' });
    expect(
      within(items)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['特码']);
    expect(within(items).getAllByRole('row')[1].textContent).toContain('随机 10.2%');
  });

  it('links each expert card to its mobile detail page', async () => {
    render('/m/expert', '/m/expert/jsssc');
    const cards = await screen.findAllByTestId('expert-card');
    expect(within(cards[0]).getByRole('link', { name: '热号' }).getAttribute('href')).toBe('/m/expert/jsssc/hot');
  });

  it('shows the 404 text for an unknown sub-path', () => {
    const { container } = render('/m/shJh', '/m/shJh/jspk10/1001');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
  });
});
