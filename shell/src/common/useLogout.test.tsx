import { act, fireEvent, screen } from '@testing-library/react';
import { UserLinks } from '../layout/desktop/UserLinks';
import { renderWithShell } from '../testing/render';
import { fakeStore } from '@cp/shared/testing';
import { useLogout } from './useLogout';

function MobileLogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      登出图标
    </button>
  );
}

function loggedIn() {
  const { store, api } = fakeStore();
  api.member.logout.mockResolvedValue({ ended: true });
  store.member.setLogin({ token: 't', userID: 1, userName: '幸运星' });
  store.member.setProfile({ score: 1280, fansCount: 36, avatarURL: null });
  return store;
}

describe('top bar member links and logout', () => {
  it('shows guests 登录 / 注册 / 意见反馈', () => {
    const { store } = fakeStore();
    renderWithShell(<UserLinks />, store);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login?mode=login');
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe('/login?mode=register');
    expect(screen.getByRole('link', { name: '意见反馈' }).getAttribute('href')).toBe('/feedback');
  });

  it('shows members their name, points and fans', () => {
    renderWithShell(<UserLinks />, loggedIn());
    const links = screen.getByTestId('member-links');
    expect(links.textContent).toContain('幸运星');
    expect(links.textContent).toContain('积分 1280');
    expect(links.textContent).toContain('粉丝 36');
  });

  it('logs out after confirmation with 成功登出 and goes home', async () => {
    const store = loggedIn();
    const api = store.api as unknown as { member: { logout: jest.Mock } };
    renderWithShell(<UserLinks />, store, { path: '/changltx' });
    fireEvent.click(screen.getByRole('button', { name: '登出' }));
    expect(screen.getByTestId('message-box').textContent).toContain('确定要登出吗？');
    expect(screen.getByTestId('message-box').textContent).toContain('登出');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
    expect(store.member.isLoggedIn).toBe(false);
    expect(store.member.profile).toBeNull();
    expect(screen.getByTestId('toast').textContent).toBe('成功登出');
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(api.member.logout).toHaveBeenCalledTimes(1);
  });

  it('on mobile goes to the member centre one second after 成功登出', async () => {
    jest.useFakeTimers();
    try {
      const store = loggedIn();
      renderWithShell(<MobileLogoutButton />, store, { path: '/m/member/setting' });
      fireEvent.click(screen.getByRole('button', { name: '登出图标' }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '确定' })));
      expect(store.member.isLoggedIn).toBe(false);
      expect(screen.getByTestId('toast').textContent).toBe('成功登出');
      act(() => jest.advanceTimersByTime(999));
      expect(screen.getByTestId('location').textContent).toBe('/m/member/setting');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('location').textContent).toBe('/m/member');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says 已取消動作 when the logout is cancelled', async () => {
    const store = loggedIn();
    renderWithShell(<UserLinks />, store, { path: '/changltx' });
    fireEvent.click(screen.getByRole('button', { name: '登出' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取消' })));
    expect(store.member.isLoggedIn).toBe(true);
    expect(screen.getByTestId('toast').textContent).toBe('已取消動作');
    expect(screen.getByTestId('location').textContent).toBe('/changltx');
  });
});
