import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, drawInfo, FakeEventSource, LOTTERY_FIXTURES, remoteRoot, settle } from '@cp/shared/testing';
import { JIHUA_DISCLAIMER } from '@cp/shared/domain';
import { rateParts } from '../features/common/format';
import { fixtureData, jihuaHttp, renderPrediction } from '../testing/jihuaHttp';
import DesktopRoutes from './desktop';

// echarts/core ships as ES modules, which this jest setup does not transform: run the same
// library from its CommonJS bundle (as shared's EChart test does).
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

const render = (prefix: string, path: string, http = jihuaHttp()) =>
  renderPrediction(DesktopRoutes, prefix, path, http);
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => r.textContent);
const rateCell = (r: { n: number; rate: number; chance: number; low: number; high: number; hits: number }) => {
  const p = rateParts(r);
  return `${p.rate}随机 ${p.chance}${p.interval}`;
};

const PAGES = [
  { prefix: '/lmTj', title: '两面推荐 |', kind: 'liangMian', shows: '下期两面推荐与命中率' },
  { prefix: '/expert', title: '专家推荐 |', kind: 'zhuanJia', shows: '专家推荐记录' },
  { prefix: '/buyplan', title: '购彩计划 |', kind: 'gouCai', shows: '计划记录' },
  { prefix: '/shJh', title: '杀号计划 |', kind: 'shaHao', shows: '下期杀号与成功率' },
];

describe('mf-prediction desktop routes', () => {
  it.each(PAGES)(
    '$prefix/jspk10 renders its frame with title "$title", the $kind chooser, its plans and the disclaimer',
    async ({ prefix, title, kind, shows }) => {
      const { api, calls } = createFakeApi(LOTTERY_FIXTURES);
      const { container, store } = renderPrediction(DesktopRoutes, prefix, `${prefix}/jspk10`, jihuaHttp(), { api });
      expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
      expect(store.ui.titleSuffix).toBe(title);
      expect(await screen.findByRole('table', { name: shows })).toBeTruthy();
      expect(screen.getByRole('note').textContent).toBe(JIHUA_DISCLAIMER);
      expect(calls).toContain(`planLotteryGroups:${kind}`);
      expect(screen.getByTestId('next-period').textContent).toBe('20261121-0458');
      expect(screen.getByTestId('next-countdown')).toBeTruthy();
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

  it('两面推荐: each item’s pick with its rates beside chance, every expert’s rates, and the periods with 中 / 错', async () => {
    const data = fixtureData();
    const page = data.jspk10.page('lmTj');
    render('/lmTj', '/lmTj/jspk10', jihuaHttp(data));
    const items = await screen.findByRole('table', { name: '下期两面推荐与命中率' });
    const first = page.items[0];
    expect(rowTexts(items)[1]).toBe(
      `冠军 大小${page.next!.cells[0].pick}${rateCell(first.rates.last30)}${rateCell(first.rates.last100)}${rateCell(first.rates.all)}`,
    );
    expect(rowTexts(items)).toHaveLength(23); // head + 10 positions × 2 + 冠亚和 × 2
    expect(rowTexts(items)[1]).toContain('随机 50%');
    const summary = screen.getByRole('table', { name: '各专家命中率' });
    expect(
      within(summary)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['热号', '冷号', '均衡', '跟号', '随机对照']);
    const recent = screen.getByRole('table', { name: '两面推荐记录' });
    const firstRow = within(recent).getAllByRole('row')[1];
    expect(within(firstRow).getByRole('rowheader').textContent).toBe('20261121-0457');
    const marks = Array.from(firstRow.querySelectorAll('[data-hit]')).map((m) => m.textContent);
    expect(marks).toEqual(page.recent[0].cells.map((c) => (c.hit ? '中' : '错')));
    expect(screen.getByTestId('method-description').textContent).toContain('选近 30 期开出次数最多');
  });

  it('两面推荐: switching expert shows its picks; 查看更多 pages through the history', async () => {
    const data = fixtureData();
    const { http } = render('/lmTj', '/lmTj/jspk10', jihuaHttp(data));
    await screen.findByRole('table', { name: '两面推荐记录' });
    fireEvent.click(screen.getByRole('button', { name: '随机对照' }));
    await waitFor(() => expect(screen.getByTestId('method-description').textContent).toContain('与历史开奖无关'));
    await screen.findByRole('table', { name: '下期两面推荐与命中率' });
    expect(screen.getByRole('button', { name: '随机对照' }).getAttribute('aria-pressed')).toBe('true');
    const random = data.jspk10.page('lmTj', 'random');
    expect(
      within(screen.getByRole('table', { name: '下期两面推荐与命中率' })).getAllByRole('row')[1].textContent,
    ).toContain(`冠军 大小${random.next!.cells[0].pick}`);
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    expect(await screen.findByText('共 120 期，第 1 / 4 页')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('共 120 期，第 2 / 4 页')).toBeTruthy();
    const table = screen.getByRole('table', { name: '两面推荐记录' });
    expect(within(table).getAllByRole('rowheader')[0].textContent).toBe('20261121-0427');
    expect(http.requestsTo('get', '/v1/cp168/apis/jihua/:kind/:code/history').map((r) => r.params)).toEqual([
      { method: 'random', page: 1, size: 30 },
      { method: 'random', page: 2, size: 30 },
    ]);
  });

  it('专家推荐: five expert cards with numbers per position and rates beside chance, linking to the detail', async () => {
    const data = fixtureData();
    render('/expert', '/expert/jspk10', jihuaHttp(data));
    const cards = await screen.findAllByTestId('expert-card');
    expect(cards).toHaveLength(5);
    const cold = data.jspk10.page('expert', 'cold');
    const card = cards[1];
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('冷号');
    expect(within(card).getByRole('link', { name: '冷号' }).getAttribute('href')).toBe('/expert/jspk10/cold');
    expect(card.textContent).toContain(`冠军${cold.next!.cells[0].pick}`);
    const r = cold.summary[1].rates.last100;
    const p = rateParts(r);
    expect(within(card).getAllByTestId('rate')[1].textContent).toBe(
      `近100期 ${p.rate}（随机 50%，95%区间 ${p.interval}）`,
    );
  });

  it('专家详情: the record with per-position rates, the rolling chart with a 30/100 switch, and the paged history', async () => {
    const { http } = render('/expert', '/expert/jspk10/cold', jihuaHttp());
    expect(await screen.findByRole('heading', { level: 3, name: '冷号' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: '各位置命中率' })).toBeTruthy();
    const chart = await screen.findByTestId('record-chart');
    expect(chart.getAttribute('aria-label')).toBe('冷号 近30期滚动命中率与纯随机命中率');
    fireEvent.click(screen.getByRole('button', { name: '近100期滚动' }));
    await waitFor(() =>
      expect(screen.getByTestId('record-chart').getAttribute('aria-label')).toBe(
        '冷号 近100期滚动命中率与纯随机命中率',
      ),
    );
    expect(http.requestsTo('get', '/v1/cp168/apis/jihua/:kind/:code/record').map((r) => r.params)).toEqual([
      { method: 'cold', window: 30 },
      { method: 'cold', window: 100 },
    ]);
    const history = await screen.findByRole('table', { name: '专家历史记录' });
    expect(within(history).getAllByRole('rowheader')).toHaveLength(30);
    expect(screen.getByText('共 120 期，第 1 / 4 页')).toBeTruthy();
    expect(screen.getByRole('link', { name: '‹ 返回专家列表' }).getAttribute('href')).toBe('/expert/jspk10');
  });

  it('购彩计划: the three plans, the next step, rows with 失败 after ten misses, and the negative expectation', async () => {
    const data = fixtureData();
    const page = data.jspk10.page('buyplan', 'buy2');
    const failed = page.recent.find((r) => r.buy?.status === 'failed');
    expect(failed).toBeDefined();
    render('/buyplan', '/buyplan/jspk10', jihuaHttp(data));
    await screen.findByRole('table', { name: '计划记录' });
    expect(screen.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['3码计划', '2码计划']),
    );
    fireEvent.click(screen.getByRole('button', { name: '2码计划' }));
    await waitFor(() => expect(screen.getByTestId('buy-numbers').textContent).toBe(page.next!.cells[0].pick));
    const buy = page.next!.buy!;
    expect(screen.getByText(`第 ${buy.planNo} 个计划 · 第 ${buy.step} 期`)).toBeTruthy();
    expect(screen.getByTestId('method-description').textContent).toContain('每期按“冷号”选 2 个号码投注第一位');
    expect(screen.getByText('每个计划首期 1 倍起投，连续 10 期未中即判定计划失败。')).toBeTruthy();
    const rows = screen.getByRole('table', { name: '计划记录' });
    const failedRow = within(rows).getByRole('rowheader', { name: failed!.period }).closest('tr')!;
    expect(within(failedRow).getByText('失败')).toBeTruthy();
    expect(within(failedRow).getByText('错')).toBeTruthy();
    expect(within(failedRow).getByText(`${failed!.buy!.planNo}-10`)).toBeTruthy();
    expect(screen.getByTestId('buy-expectation').textContent).toContain('长期平均亏损 1.5%');
    const summary = screen.getByRole('table', { name: '各计划长期盈亏' });
    const s = page.summary[2].buy!;
    expect(within(summary).getAllByRole('row')[3].textContent).toContain(`${s.won} / ${s.failed}`);
  });

  it('杀号计划: the 杀 number per position with its success rate beside the 90 % chance', async () => {
    const data = fixtureData();
    const page = data.jspk10.page('shJh');
    render('/shJh', '/shJh/jspk10', jihuaHttp(data));
    const table = await screen.findByRole('table', { name: '下期杀号与成功率' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(
      page.next!.cells.map((c) => `杀 ${c.pick}`),
    );
    expect(rows[0].textContent).toContain('随机 90%');
    expect(screen.getByTestId('method-description').textContent).toContain('杀近 30 期开出次数最少的号码');
    const recent = screen.getByRole('table', { name: '杀号记录' });
    expect(within(recent).getAllByRole('row')[1].textContent).toContain(`杀${page.recent[0].cells[0].pick}`);
  });

  it('says plainly when nothing has been scored yet', async () => {
    render('/lmTj', '/lmTj/jspk10', jihuaHttp(fixtureData(0)));
    expect(await screen.findByText(/暂无已开奖的计划记录/)).toBeTruthy();
    expect(screen.getByText('尚无下期计划：首次开奖后即生成。')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: '各专家命中率' })).getAllByRole('row')[1].textContent).toBe(
      '热号———',
    );
  });

  it('shows a failure with 重试, which loads again', async () => {
    const http = jihuaHttp();
    http.failNext();
    render('/shJh', '/shJh/jspk10', http);
    fireEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('table', { name: '下期杀号与成功率' })).toBeTruthy();
  });

  it('shows the new scores and the next plan when a draw arrives, without a reload', async () => {
    const data = fixtureData();
    const sources: FakeEventSource[] = [];
    const openEventSource = (url: string) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    };
    renderPrediction(DesktopRoutes, '/lmTj', '/lmTj/jspk10', jihuaHttp(data), { env: { openEventSource } });
    await screen.findByRole('table', { name: '两面推荐记录' });
    await act(settle);
    expect(screen.getByTestId('next-period').textContent).toBe('20261121-0458');
    const drawn = data.jspk10.draw();
    act(() => sources[0].push(drawInfo('jspk10', drawn.period, Date.parse('2026-11-21T09:31:15+08:00'))));
    await waitFor(() => expect(screen.getByTestId('next-period').textContent).toBe('20261121-0459'));
    const recent = screen.getByRole('table', { name: '两面推荐记录' });
    expect(within(recent).getAllByRole('rowheader')[0].textContent).toBe('20261121-0458');
  });

  it('shows the chosen lottery in the chooser and its latest draw', async () => {
    const { container } = render('/lmTj', '/lmTj/xyft');
    const chooser = await screen.findByRole('navigation', { name: '选择彩种' });
    await within(chooser).findByText('PK10 系列');
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
  });

  it('sends a path without a code to the first lottery by sort', async () => {
    const { location } = render('/shJh', '/shJh');
    await waitFor(() => expect(location()).toBe('/shJh/jspk10'));
  });

  it('says 未知彩种 for a code the tab does not list, inside the frame', async () => {
    const { container, store } = render('/lmTj', '/lmTj/nope');
    expect(await screen.findByText('未知彩种')).toBeTruthy();
    expect(screen.getByText(/没有代码为「nope」的彩种/)).toBeTruthy();
    expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('两面推荐 |');
  });

  it('names a real lottery that this tab does not offer', async () => {
    const { store } = render('/lmTj', '/lmTj/hk6');
    await act(() => store.lotteries.loadPublic());
    expect(await screen.findByText(/「香港六合彩」不在本页的彩种列表中/)).toBeTruthy();
  });

  it('has an expert detail page (an unknown expert says so), and the same path elsewhere is a 404', async () => {
    const expert = render('/expert', '/expert/hk6/1001');
    const crumbs = screen.getByRole('navigation', { name: '当前位置' });
    await within(crumbs).findByText('专家详情');
    expect(crumbs.textContent).toBe('首页›专家推荐›香港六合彩›专家详情');
    expect(within(crumbs).getByRole('link', { name: '香港六合彩' }).getAttribute('href')).toBe('/expert/hk6');
    expect(await screen.findByText('未知的计划方法：1001')).toBeTruthy();
    expert.unmount();
    render('/lmTj', '/lmTj/jspk10/1001');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('shows the 404 text for an unknown sub-path', () => {
    const { container, store } = render('/lmTj', '/lmTj/jspk10/extra');
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_prediction')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe('404 |');
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = render('/buyplan', '/buyplan/jspk10');
    expect(store.ui.titleSuffix).toBe('购彩计划 |');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});
