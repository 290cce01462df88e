import { screen, within } from '@testing-library/react';
import { LOGIN_KEY, PROFILE_KEY } from '@cp/shared/stores';
import { createFakeApi, remoteRoot, renderRemote } from '@cp/shared/testing';
import DesktopRoutes from './desktop';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('mf-member desktop routes', () => {
  it.each([
    ['/login', '/login', '会员登录 |', '会员登录'],
    ['/login', '/login?mode=login', '会员登录 |', '会员登录'],
    ['/login', '/login?mode=register', '会员注册 |', '会员注册'],
    ['/member', '/member', '会员中心 |', '会员中心'],
    ['/member', '/member/integral', '我的积分 |', '我的积分'],
    ['/member', '/member/jingTsai', '我的竞猜 |', '我的竞猜'],
    ['/feedback', '/feedback', '意见反馈 |', '意见反馈'],
  ])('under %s, %s renders its frame with title "%s"', (prefix, path, title, h1) => {
    const { api, calls } = createFakeApi();
    const { container, store } = renderRemote(DesktopRoutes, prefix, path, api);
    expect(remoteRoot(container, 'mf_member')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe(title);
    expect(heading()).toBe(h1);
    // Nothing to fetch and nothing to fill in until the server has member endpoints.
    expect(calls).toEqual([]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(container.querySelector('input, form')).toBeNull();
  });

  it('says the member functions are coming on the login page, with login and register modes', () => {
    renderRemote(DesktopRoutes, '/login', '/login?mode=register');
    expect(screen.getByText('会员功能即将开放')).toBeTruthy();
    const modes = within(screen.getByRole('navigation', { name: '登录或注册' })).getAllByRole('link');
    expect(modes.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['登录', '/login?mode=login', null],
      ['注册', '/login?mode=register', 'page'],
    ]);
  });

  it('links the member centre sections and marks the current one', () => {
    renderRemote(DesktopRoutes, '/member', '/member/integral');
    const menu = within(screen.getByRole('navigation', { name: '会员中心' })).getAllByRole('link');
    expect(menu.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['会员中心', '/member'],
      ['我的积分', '/member/integral'],
      ['我的竞猜', '/member/jingTsai'],
    ]);
    expect(screen.getByRole('link', { name: '我的积分', current: 'page' })).toBeTruthy();
    expect(screen.getByText('积分记录功能即将开放')).toBeTruthy();
  });

  it('shows a guest as 未登录 and a stored member from the one MemberStore', () => {
    const guest = renderRemote(DesktopRoutes, '/member', '/member');
    expect(screen.getByTestId('member-status').textContent).toContain('未登录');
    guest.unmount();
    const saved: Record<string, string> = {
      [LOGIN_KEY]: JSON.stringify({ token: 't0k', userID: 7, userName: '小明' }),
      [PROFILE_KEY]: JSON.stringify({ score: 1100, fansCount: 3, avatarURL: null }),
    };
    const storage = { getItem: (k: string) => saved[k] ?? null, setItem: () => undefined, removeItem: () => undefined };
    renderRemote(DesktopRoutes, '/member', '/member', undefined, { storage });
    expect(screen.getByTestId('member-status').textContent).toBe('小小明积分 1100 · 粉丝 3');
  });

  it.each([
    ['/member', '/member/bogus'],
    ['/login', '/login/extra'],
    ['/feedback', '/feedback/extra'],
  ])('under %s, %s shows the 404 text', (prefix, path) => {
    const { container } = renderRemote(DesktopRoutes, prefix, path);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_member')).not.toBeNull();
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = renderRemote(DesktopRoutes, '/feedback', '/feedback');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});
