import { act, fireEvent, screen, within } from '@testing-library/react';
import { LOGIN_KEY, PROFILE_KEY } from '@cp/shared/stores';
import { createFakeApi, remoteRoot, settle } from '@cp/shared/testing';
import { ME, memberHttp, renderMember } from '../testing/memberHttp';
import DesktopRoutes from './desktop';

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

function memberStorage(profile: Record<string, unknown> = { score: 1100, fansCount: 3, avatarURL: null }) {
  const saved: Record<string, string> = {
    [LOGIN_KEY]: JSON.stringify({ token: 't0k', userID: 7, userName: 'lucky_7' }),
    [PROFILE_KEY]: JSON.stringify(profile),
  };
  return { getItem: (k: string) => saved[k] ?? null, setItem: () => undefined, removeItem: () => undefined };
}

describe('mf-member desktop routes', () => {
  it.each([
    ['/login', '/login', '会员登录 |', '会员登录'],
    ['/login', '/login?mode=login', '会员登录 |', '会员登录'],
    ['/login', '/login?mode=register', '会员注册 |', '会员注册'],
    ['/member', '/member', '会员中心 |', '会员中心'],
    ['/member', '/member/info', '个人资料 |', '个人资料'],
    ['/member', '/member/security', '账号安全 |', '账号安全'],
    ['/member', '/member/integral', '我的积分 |', '我的积分'],
    ['/member', '/member/jingTsai', '我的竞猜 |', '我的竞猜'],
    ['/feedback', '/feedback', '意见反馈 |', '意见反馈'],
  ])('under %s, %s renders its frame with title "%s"', async (prefix, path, title, h1) => {
    const { container, store } = renderMember(DesktopRoutes, prefix, path);
    await act(settle);
    expect(remoteRoot(container, 'mf_member')).not.toBeNull();
    expect(store.ui.titleSuffix).toBe(title);
    expect(heading()).toBe(h1);
    expect(screen.queryByText(/即将开放/)).toBeNull();
  });

  it('shows the login form with a captcha that reloads on a click, and the mode links', async () => {
    const { http } = renderMember(DesktopRoutes, '/login', '/login?mode=login');
    await act(settle);
    const modes = within(screen.getByRole('navigation', { name: '登录或注册' })).getAllByRole('link');
    expect(modes.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')])).toEqual([
      ['登录', '/login?mode=login', 'page'],
      ['注册', '/login?mode=register', null],
    ]);
    const form = screen.getByRole('form', { name: '登录' });
    expect(within(form).getByLabelText('用户名')).toBeTruthy();
    expect(within(form).getByAltText('图形验证码，点击刷新').getAttribute('src')).toMatch(/^data:image\/svg/);
    expect(http.requestsTo('get', '/v1/cp168/apis/verify')).toHaveLength(1);
    fireEvent.click(screen.getByTitle('看不清？点击换一张'));
    await act(settle);
    expect(http.requestsTo('get', '/v1/cp168/apis/verify')).toHaveLength(2);
  });

  it('refuses bad input in Chinese under each field without asking the server', async () => {
    const { http } = renderMember(DesktopRoutes, '/login', '/login?mode=register');
    await act(settle);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'onlyletters' } });
    fireEvent.change(screen.getByLabelText('手机号（选填）'), { target: { value: '123' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '注册' })));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      '用户名应为 4–16 位字母、数字或下划线',
      '密码应为 8–32 位，且同时包含字母和数字',
      '请输入正确的手机号码',
      '请填写图形验证码',
    ]);
    expect(http.requestsTo('post', '/v1/cp168/apis/register')).toEqual([]);
  });

  it('reveals the password on request', async () => {
    renderMember(DesktopRoutes, '/login', '/login');
    await act(settle);
    const input = screen.getByLabelText('密码');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示' }));
    expect(input.getAttribute('type')).toBe('text');
  });

  it('logs in: keeps the login, loads the profile and opens the member centre', async () => {
    const http = memberHttp().on('post', '/v1/cp168/apis/login', () => ({
      token: 'tk',
      userID: 7,
      userName: 'lucky_7',
      weeklyBonus: 1000,
    }));
    const { api } = createFakeApi();
    api.member.me.mockResolvedValue(ME);
    const { store } = renderMember(DesktopRoutes, '/login', '/login', http, { api });
    await act(settle);
    fireEvent.change(screen.getByLabelText('用户名'), { target: { value: 'lucky_7' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: 'x7k2' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '登录' })));
    await act(settle);
    expect(http.requestsTo('post', '/v1/cp168/apis/login')[0].body).toEqual({
      userName: 'lucky_7',
      password: 'abc12345',
      captchaId: 'c1',
      captcha: 'x7k2',
    });
    expect(store.member.token).toBe('tk');
    expect(store.member.profile).toEqual({ score: ME.score, fansCount: 3, avatarURL: null, nickname: '' });
    expect(screen.getByTestId('location').textContent).toBe('/member');
  });

  it('shows a member the status from the one MemberStore, a hostile nickname as text', async () => {
    const storage = memberStorage({
      score: 1100,
      fansCount: 3,
      avatarURL: null,
      nickname: '<img src=x onerror=alert(1)>',
    });
    const { api } = createFakeApi();
    api.member.me.mockResolvedValue({ ...ME, nickname: '<img src=x onerror=alert(1)>' });
    const { container } = renderMember(DesktopRoutes, '/member', '/member', memberHttp(), { api, env: { storage } });
    await act(settle);
    expect(screen.getByTestId('member-status').textContent).toBe('<<img src=x onerror=alert(1)>积分 1100 · 粉丝 3');
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('links the member centre sections and marks the current one', async () => {
    renderMember(DesktopRoutes, '/member', '/member/integral', memberHttp(), { env: { storage: memberStorage() } });
    await act(settle);
    const menu = within(screen.getByRole('navigation', { name: '会员中心' })).getAllByRole('link');
    expect(menu.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['会员中心', '/member'],
      ['个人资料', '/member/info'],
      ['账号安全', '/member/security'],
      ['我的积分', '/member/integral'],
      ['我的竞猜', '/member/jingTsai'],
    ]);
    expect(screen.getByRole('link', { name: '我的积分', current: 'page' })).toBeTruthy();
    expect(screen.getByText('暂无积分记录')).toBeTruthy();
  });

  it('账号安全 holds the password and the phone forms side by side', async () => {
    renderMember(DesktopRoutes, '/member', '/member/security', memberHttp(), { env: { storage: memberStorage() } });
    await act(settle);
    expect(screen.getByRole('region', { name: '修改密码' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '绑定手机号' })).toBeTruthy();
    expect(screen.getByLabelText('原密码')).toBeTruthy();
  });

  it('shows an empty guess record, never made-up rows', async () => {
    renderMember(DesktopRoutes, '/member', '/member/jingTsai', memberHttp(), { env: { storage: memberStorage() } });
    await act(settle);
    expect(screen.getByText('暂无竞猜记录')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['/member', '/member/bogus'],
    ['/login', '/login/extra'],
    ['/feedback', '/feedback/extra'],
  ])('under %s, %s shows the 404 text', (prefix, path) => {
    const { container } = renderMember(DesktopRoutes, prefix, path);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    expect(remoteRoot(container, 'mf_member')).not.toBeNull();
  });

  it('clears its title suffix when it goes away', () => {
    const { store, unmount } = renderMember(DesktopRoutes, '/feedback', '/feedback');
    unmount();
    expect(store.ui.titleSuffix).toBeNull();
  });
});
