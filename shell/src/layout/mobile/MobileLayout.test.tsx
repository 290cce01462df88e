import { act, fireEvent, screen, within } from '@testing-library/react';
import { LOADING_SCREEN_MS, resetMobileIntro } from './intro';
import { MobileLayout } from './MobileLayout';
import { renderWithShell } from '../../testing/render';
import { fakeStore } from '@cp/shared/testing';

describe('<MobileLayout>', () => {
  beforeEach(() => {
    resetMobileIntro();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows 努力加载中... for one second on the first entry only', () => {
    const { store } = fakeStore();
    const view = renderWithShell(<MobileLayout />, store, { path: '/m/changltx' });
    expect(screen.getByTestId('mobile-loading').textContent).toContain('努力加载中...');
    act(() => void jest.advanceTimersByTime(LOADING_SCREEN_MS));
    expect(screen.queryByTestId('mobile-loading')).toBeNull();
    view.unmount();
    renderWithShell(<MobileLayout />, store, { path: '/m' });
    expect(screen.queryByTestId('mobile-loading')).toBeNull();
  });

  it('has the header with a back button on inner pages and the five tabs', () => {
    const { store } = fakeStore();
    renderWithShell(<MobileLayout />, store, { path: '/m/changltx' });
    expect(within(screen.getByTestId('mobile-header')).getByText('长龙提醒')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '底部导航' });
    expect(within(tabs).getByRole('link', { name: /开奖/ }).getAttribute('href')).toBe('/m/lottery/group/hotLottery');
    expect(within(tabs).getByRole('link', { name: /竞猜/ }).getAttribute('href')).toBe(
      '/m/lotterybet/lotteryhome/jspk10/rank',
    );
    expect(within(tabs).getByRole('link', { name: /我的/ }).getAttribute('href')).toBe('/m/member');
  });

  it('opens the gallery submenu with 六合彩 and PK10', () => {
    const { store } = fakeStore();
    renderWithShell(<MobileLayout />, store, { path: '/m' });
    fireEvent.click(within(screen.getByTestId('tab-bar')).getByRole('button', { name: /图库/ }));
    const sub = screen.getByTestId('gallery-submenu');
    expect(within(sub).getByRole('link', { name: '六合彩' }).getAttribute('href')).toBe('/m/images/liuHe');
    expect(within(sub).getByRole('link', { name: 'PK10' }).getAttribute('href')).toBe('/m/images/pk10');
  });

  it('always lists the APP page in the header menu, except on the APP page itself', () => {
    const { store } = fakeStore();
    const view = renderWithShell(<MobileLayout />, store, { path: '/m/shJh' });
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    const menu = screen.getByTestId('header-menu');
    expect(within(menu).queryByText('杀号计划')).toBeNull();
    // no app to download (site info apkLink is null): the entry leads to the page that says so
    expect(store.site.info?.siteSetting.apkLink ?? null).toBeNull();
    expect(within(menu).getByRole('link', { name: '手机APP' }).getAttribute('href')).toBe('/m/app');
    view.unmount();
    renderWithShell(<MobileLayout />, store, { path: '/m/app' });
    fireEvent.click(screen.getByRole('button', { name: '菜单' }));
    expect(within(screen.getByTestId('header-menu')).queryByText('手机APP')).toBeNull();
  });
});
