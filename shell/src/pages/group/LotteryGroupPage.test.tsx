import { act, fireEvent, screen } from '@testing-library/react';
import { LotteryGroupPage } from './LotteryGroupPage';
import { FAVOURITES_KEY } from './favourites';
import { renderWithShell } from '../../testing/render';
import { drawInfo, fakeStore, lottery, siteInfo } from '@cp/shared/testing';

async function mount(path: string) {
  const { store, api } = fakeStore();
  api.lotteries.publicLotteries.mockResolvedValue({
    jspk10: lottery('jspk10', { name: '极速赛车', sort: 1 }),
    jsft: lottery('jsft', { name: '极速飞艇', sort: 2 }),
    cqssc: lottery('cqssc', { name: '重庆时时彩', group: 'ssc', category: 'gaopin', sort: 5 }),
  });
  api.draws.drawInfos.mockImplementation(async (codes: string[]) => codes.map((c) => drawInfo(c, '0001')));
  store.site.hydrate(siteInfo({ siteSetting: { hotLotteryTab: ['cqssc', 'jsft'] } }));
  await act(() => store.lotteries.loadPublic());
  renderWithShell(<LotteryGroupPage />, store, { path, pattern: '/m/lottery/group/:group?' });
  await act(async () => undefined);
  return { store, api };
}

const order = () =>
  screen.getAllByTestId(/^draw-card-/).map((c) => c.getAttribute('data-testid')?.replace('draw-card-', ''));

describe('/m/lottery/group', () => {
  beforeEach(() => localStorage.clear());

  it('shows the hot list by default, the lead lottery first', async () => {
    await mount('/m/lottery/group');
    expect(order()).toEqual(['jspk10', 'cqssc', 'jsft']);
    expect(screen.getByRole('tab', { name: '热门' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows one category', async () => {
    await mount('/m/lottery/group/gaopin');
    expect(order()).toEqual(['cqssc']);
  });

  it('starring a lottery moves it first and remembers it', async () => {
    await mount('/m/lottery/group/jisu');
    expect(order()).toEqual(['jspk10', 'jsft']);
    fireEvent.click(screen.getByTestId('favourite-jsft'));
    expect(order()).toEqual(['jsft', 'jspk10']);
    expect(screen.getByTestId('favourite-jsft').getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY) ?? '[]')).toEqual(['jsft']);
  });

  it('keeps stored favourites first on the next visit', async () => {
    localStorage.setItem(FAVOURITES_KEY, '["jsft"]');
    await mount('/m/lottery/group/jisu');
    expect(order()).toEqual(['jsft', 'jspk10']);
  });

  it('sends an unknown group to the hot list', async () => {
    await mount('/m/lottery/group/nope');
    expect(screen.getByTestId('location').textContent).toBe('/m/lottery/group/hotLottery');
  });
});
