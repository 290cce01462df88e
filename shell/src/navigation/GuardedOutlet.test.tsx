import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LOGIN_KEY, StoresProvider } from '@cp/shared/stores';
import type { RootStore } from '@cp/shared/stores';
import { fakeStorage, fakeStore, LocationProbe, LOTTERY_FIXTURES } from '@cp/shared/testing';
import { DialogsProvider } from '../dialogs';
import { repoRemotes } from '../testing/platform';
import { PlatformProvider } from '../platform';
import { LoginCheckProvider, RequireLogin } from '@cp/shared/mf';
import { GuardedOutlet } from './GuardedOutlet';
import { MOBILE_NOTICE_MS, useRequiredLogin } from './useLoginGuard';

const login = JSON.stringify({ token: 'old', userID: 1, userName: '张三' });

function mount(path: string, store: RootStore, page = <p>页面内容</p>) {
  return render(
    <StoresProvider store={store}>
      <PlatformProvider remotes={repoRemotes()}>
        <MemoryRouter initialEntries={[path]}>
          <DialogsProvider>
            <LoginCheckProvider check={useRequiredLogin}>
              <Routes>
                <Route element={<GuardedOutlet />}>
                  <Route path="*" element={page} />
                </Route>
              </Routes>
              <LocationProbe />
            </LoginCheckProvider>
          </DialogsProvider>
        </MemoryRouter>
      </PlatformProvider>
    </StoresProvider>,
  );
}

const flush = () => act(async () => void (await Promise.resolve()));

describe('login check on route change', () => {
  it('renders public pages at once for guests, without asking the server', () => {
    const { store, api } = fakeStore();
    mount('/', store);
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(api.member.renewToken).not.toHaveBeenCalled();
  });

  it('desktop: a guest on a protected page gets the 提示 box, then the login page', async () => {
    const { store } = fakeStore();
    mount('/member/integral', store);
    expect(screen.queryByText('页面内容')).toBeNull();
    const box = screen.getByTestId('message-box');
    expect(box.textContent).toContain('提示');
    expect(box.textContent).toContain('尚未登录，将跳转至登录页面');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/login?mode=login');
  });

  it('desktop: dismissing the box still goes to the login page', async () => {
    const { store } = fakeStore();
    mount('/member', store);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/login?mode=login');
  });

  it('mobile: a guest gets a toast, then the mobile login page', () => {
    jest.useFakeTimers();
    try {
      const { store } = fakeStore();
      mount('/m/member', store);
      expect(screen.getByTestId('toast').textContent).toBe('尚未登录，将跳转至登录页面');
      expect(screen.getByTestId('location').textContent).toBe('/m/member');
      act(() => void jest.advanceTimersByTime(MOBILE_NOTICE_MS));
      expect(screen.getByTestId('location').textContent).toBe('/m/member/login');
    } finally {
      jest.useRealTimers();
    }
  });

  it('a stored login is renewed before a protected page shows', async () => {
    const { store, api } = fakeStore({ storage: fakeStorage({ [LOGIN_KEY]: login }) });
    let answer: (v: { token: string }) => void = () => undefined;
    api.member.renewToken.mockImplementation(() => new Promise((r) => (answer = r)));
    mount('/member', store);
    expect(screen.queryByText('页面内容')).toBeNull();
    await act(async () => answer({ token: 'fresh' }));
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(store.member.token).toBe('fresh');
  });

  it('an expired login on a protected page shows the expiry notice and goes to login', async () => {
    const { store, api } = fakeStore({ storage: fakeStorage({ [LOGIN_KEY]: login }) });
    api.member.renewToken.mockRejectedValue(new Error('401'));
    mount('/member', store);
    await flush();
    expect(screen.getByTestId('message-box').textContent).toContain('会员验证过期，将跳转至登录页面');
    expect(store.member.isLoggedIn).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/login?mode=login');
  });

  it('an expired login on a public page is logged out silently', async () => {
    const { store, api } = fakeStore({ storage: fakeStorage({ [LOGIN_KEY]: login }) });
    api.member.renewToken.mockRejectedValue(new Error('401'));
    mount('/changltx', store);
    await flush();
    expect(api.member.renewToken).toHaveBeenCalledTimes(1);
    expect(store.member.isLoggedIn).toBe(false);
    expect(screen.queryByTestId('message-box')).toBeNull();
    expect(screen.getByText('页面内容')).toBeTruthy();
  });
});

describe('RequireLogin of a remote, inside the shell', () => {
  const guarded = (
    <RequireLogin>
      <p>页面内容</p>
    </RequireLogin>
  );

  it('on a path the contracts do not protect, runs the shell’s check: a guest gets the notice, then the login page', async () => {
    const { store, api } = fakeStore();
    mount('/lotterybet/lotteryhome/jspk10/rank', store, guarded);
    expect(screen.queryByText('页面内容')).toBeNull();
    expect(screen.getByTestId('message-box').textContent).toContain('尚未登录，将跳转至登录页面');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await flush();
    expect(screen.getByTestId('location').textContent).toBe('/login?mode=login');
    expect(api.member.renewToken).not.toHaveBeenCalled();
  });

  it('on a protected path, shares the outlet’s check: one renewal and one notice', async () => {
    const { store, api } = fakeStore({ storage: fakeStorage({ [LOGIN_KEY]: login }) });
    let answer: (v: { token: string }) => void = () => undefined;
    api.member.renewToken.mockImplementation(() => new Promise((r) => (answer = r)));
    mount('/member', store, guarded);
    expect(screen.queryByText('页面内容')).toBeNull();
    await act(async () => answer({ token: 'fresh' }));
    expect(screen.getByText('页面内容')).toBeTruthy();
    expect(api.member.renewToken).toHaveBeenCalledTimes(1);
  });

  it('a guest on a protected path gets one notice, not one per guard', () => {
    const { store } = fakeStore();
    mount('/member', store, guarded);
    expect(screen.getAllByTestId('message-box')).toHaveLength(1);
  });
});

describe('a page about an unknown lottery', () => {
  /** A store whose catalogue holds the four fixture lotteries, loaded. */
  async function withCatalogue() {
    const ctx = fakeStore({}, { ...LOTTERY_FIXTURES, answer: 'empty' });
    await act(() => ctx.store.lotteries.loadPublic());
    return ctx;
  }

  it.each([
    ['/lottery/trend/xxx', '/'],
    ['/lottery/history/xxx', '/'],
    ['/lmTj/xxx', '/'],
    ['/expert/xxx/1001', '/'],
    ['/m/lottery/trend/xxx', '/m'],
    ['/m/shJh/xxx', '/m'],
    ['/m/video/xxx', '/m'],
  ])('%s shows the 404 page instead of the page, with a link to %s', async (path, home) => {
    const { store } = await withCatalogue();
    mount(path, store);
    expect(screen.queryByText('页面内容')).toBeNull();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe(home);
    expect(store.ui.titleSuffix).toBe('404 |');
  });

  it.each(['/lottery/trend/jspk10', '/m/lmTj/xyft', '/lottery/trend', '/changltx'])(
    '%s (a known lottery, or no lottery) shows the page',
    async (path) => {
      const { store } = await withCatalogue();
      mount(path, store);
      expect(screen.getByText('页面内容')).toBeTruthy();
    },
  );

  it('shows the page until the catalogue has loaded, then the 404 page', async () => {
    const { store, api } = fakeStore({}, { ...LOTTERY_FIXTURES, answer: 'never' });
    mount('/lottery/trend/xxx', store);
    expect(screen.getByText('页面内容')).toBeTruthy();
    api.lotteries.publicLotteries.mockResolvedValue(LOTTERY_FIXTURES.lotteries);
    await act(() => store.lotteries.loadPublic());
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('gives no login notice for a protected page that does not exist', async () => {
    const { store } = await withCatalogue();
    mount('/lotterybet/lotteryhome/xxx/mylotterybet', store);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(screen.queryByTestId('message-box')).toBeNull();
  });
});
