import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from './App';
import { resetMobileIntro } from './layout/mobile/intro';
import { drawInfo, fakeStore, lottery, siteInfo } from '@cp/shared/testing';
import { preloadShellPage } from './routes/shellPages';
import { repoRemotes } from './testing/platform';

async function open(path: string) {
  window.history.pushState({}, '', path);
  const { store, api } = fakeStore();
  api.site.siteInfo.mockResolvedValue(siteInfo());
  api.site.seoPage.mockResolvedValue({ routing: path, titleSuffix: '', metaKeyword: '', metaDescription: '' });
  api.lotteries.publicLotteries.mockResolvedValue({
    jspk10: lottery('jspk10', { name: '极速赛车', sort: 1 }),
    hk6: lottery('hk6', { name: '香港六合彩', group: 'hk6', category: 'china', series: '六合彩', sort: 22 }),
  });
  api.draws.drawInfos.mockImplementation(async (codes: string[]) =>
    codes.map((c) => drawInfo(c, `${c}-0458`, Date.now(), c === 'hk6' ? { balls: [1, 2, 3, 4, 5, 6, 7] } : {})),
  );
  await preloadShellPage(path); // as bootstrap does before the first render
  render(<App store={store} remotes={repoRemotes()} />);
  await act(async () => undefined);
  await act(async () => undefined);
  return { store, api };
}

describe('<App>', () => {
  beforeEach(() => resetMobileIntro());

  it('desktop home: menu, hot tabs, every lottery by category with jspk10 first, footer disclaimer', async () => {
    await open('/');
    expect(screen.getByTestId('main-menu')).toBeTruthy();
    expect(within(screen.getByTestId('hot-panel')).getAllByRole('tab')[0].textContent).toBe('极速赛车');
    const card = screen.getByTestId('draw-card-jspk10');
    expect(within(card).getByTestId('draw-period').textContent).toBe('jspk10-0458');
    expect(within(card).getAllByTestId('draw-ball')).toHaveLength(10);
    expect(screen.getByTestId('home-section-china').textContent).toContain('香港六合彩');
    expect(screen.getByTestId('disclaimer').textContent).toBe('本站所有内容仅供参考，不涉及任何现金交易。');
  });

  it('opens the video popup from a card, mounted once for the whole site', async () => {
    await open('/');
    fireEvent.click(within(screen.getByTestId('draw-card-hk6')).getByTestId('open-video'));
    expect(screen.getByTestId('video-popup').textContent).toContain('香港六合彩 开奖视频');
  });

  it('mobile home: header, hot grid and cards, rem lengths on', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    await open('/m');
    expect(screen.getByTestId('mobile-header')).toBeTruthy();
    expect(screen.getByTestId('hot-grid')).toBeTruthy();
    expect(screen.getByTestId('draw-card-jspk10')).toBeTruthy();
    expect(document.documentElement.style.fontSize).toBe('39px');
  });

  it('renders the embeddable widget without the site frame', async () => {
    await open('/transfer/toolbox/jspk10');
    expect(screen.getByTestId('toolbox')).toBeTruthy();
    expect(screen.queryByTestId('main-menu')).toBeNull();
    expect(screen.queryByTestId('tab-bar')).toBeNull();
  });

  it('a shell page not loaded yet comes with its chunk; the frame stays mounted meanwhile', async () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    await open('/m');
    const header = screen.getByTestId('mobile-header');
    expect(screen.queryByTestId('app-page')).toBeNull();
    await act(async () => {
      window.history.pushState({}, '', '/m/app');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByTestId('app-page')).toBeTruthy();
    expect(screen.getByTestId('mobile-header')).toBe(header);
  });

  it('shows the 404 page for an unknown path', async () => {
    await open('/no/such/page');
    expect(screen.getByTestId('not-found').textContent).toContain('This page could not be found');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');
  });

  it('titles the 404 page while it is shown, and the page clears that title when the visitor leaves', async () => {
    const { store } = await open('/no/such/page');
    expect(store.ui.titleSuffix).toBe('404 |');
    expect(document.title).toBe('404 | 168开奖网');
    await act(async () => {
      window.history.pushState({}, '', '/also/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(store.ui.titleSuffix).toBe('404 |');
    await act(async () => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(store.ui.titleSuffix).toBeNull();
    expect(document.title).toBe('168开奖网');
  });
});
