import { act, fireEvent, screen, within } from '@testing-library/react';
import { LOGIN_KEY, PROFILE_KEY } from '@cp/shared/stores';
import { remoteRoot, settle } from '@cp/shared/testing';
import { memberHttp, renderMember } from '../testing/memberHttp';
import MobileRoutes from './mobile';

const P = '/m/member';

const memberStorage = () => {
  const saved: Record<string, string> = {
    [LOGIN_KEY]: JSON.stringify({ token: 't0k', userID: 7, userName: 'lucky_7' }),
    [PROFILE_KEY]: JSON.stringify({ score: 1100, fansCount: 3, avatarURL: null }),
  };
  return { getItem: (k: string) => saved[k] ?? null, setItem: () => undefined, removeItem: () => undefined };
};

describe('mf-member mobile routes', () => {
  it.each([
    ['', '会员中心'],
    ['/edit', '修改手机号'],
    ['/edit?mode=phone', '修改手机号'],
    ['/edit?mode=pwd', '修改密码'],
    ['/feedback', '意见反馈'],
    ['/forgot', '忘记密码'],
    ['/info', '个人资料'],
    ['/integral', '我的积分'],
    ['/jingTsai', '我的竞猜'],
    ['/login', '会员登录'],
    ['/register', '会员注册'],
    ['/setting', '设置'],
    ['/state', '免责声明'],
  ])('/m/member%s renders its screen titled %s', async (sub, title) => {
    const { container, store } = renderMember(MobileRoutes, P, `${P}${sub}`, memberHttp(), {
      env: { storage: memberStorage() },
    });
    await act(settle);
    expect(remoteRoot(container, 'mf_member')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(store.ui.titleSuffix).toBe(`${title} |`);
    expect(screen.queryByText(/即将开放/)).toBeNull();
    // Every screen but the centre itself has a way back.
    expect(!!screen.queryByRole('link', { name: '返回' })).toBe(sub !== '');
  });

  it('shows a member the centre: status, quick menu, version, settings and logout in the header', async () => {
    const { container } = renderMember(MobileRoutes, P, P, memberHttp(), { env: { storage: memberStorage() } });
    await act(settle);
    expect(screen.getByTestId('member-status').textContent).toContain('积分 1100');
    const menu = within(screen.getByRole('navigation', { name: '会员菜单' })).getAllByRole('link');
    expect(menu.map((a) => a.getAttribute('href'))).toEqual(
      ['info', 'integral', 'jingTsai', 'feedback', 'setting', 'state'].map((p) => `${P}/${p}`),
    );
    const header = container.querySelector('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: '设置' }).getAttribute('href')).toBe(`${P}/setting`);
    expect(within(header).getByRole('button', { name: '登出' })).toBeTruthy();
    expect(screen.getByText(/^版本 v\d+\.\d+\.\d+$/)).toBeTruthy();
  });

  it('offers login and register to a guest', () => {
    renderMember(MobileRoutes, P, P);
    expect(screen.getByTestId('member-status').textContent).toContain('未登录');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(`${P}/login`);
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(`${P}/register`);
    expect(screen.queryByRole('button', { name: '登出' })).toBeNull();
  });

  it.each([
    ['/login', '/m'],
    ['/register', `${P}/login`],
    ['/forgot', `${P}/login`],
    ['/integral', P],
    ['/edit', `${P}/setting`],
  ])('%s goes back to %s', (sub, back) => {
    renderMember(MobileRoutes, P, `${P}${sub}`);
    expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toBe(back);
  });

  it('links password and phone changes from the settings', () => {
    renderMember(MobileRoutes, P, `${P}/setting`);
    expect(screen.getByRole('link', { name: /修改密码/ }).getAttribute('href')).toBe(`${P}/edit?mode=pwd`);
    expect(screen.getByRole('link', { name: /修改手机号/ }).getAttribute('href')).toBe(`${P}/edit`);
  });

  it('changes the password: the new one twice, revealable and clearable', async () => {
    const http = memberHttp().on('put', '/v1/cp168/apis/me/password', () => ({ endedSessions: 1 }));
    renderMember(MobileRoutes, P, `${P}/edit?mode=pwd`, http, { env: { storage: memberStorage() } });
    fireEvent.change(screen.getByLabelText('原密码'), { target: { value: 'abc12345' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'xyz98765' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'xyz98766' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '修改密码' })));
    expect(screen.getByRole('alert').textContent).toBe('两次输入的新密码不一致');
    fireEvent.click(screen.getByRole('button', { name: '清除确认新密码' }));
    expect((screen.getByLabelText('确认新密码') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'xyz98765' } });
    await act(async () => fireEvent.submit(screen.getByRole('form', { name: '修改密码' })));
    await act(settle);
    expect(http.requestsTo('put', '/v1/cp168/apis/me/password')[0].body).toEqual({
      oldPassword: 'abc12345',
      newPassword: 'xyz98765',
    });
    expect(screen.getByText('密码已修改')).toBeTruthy();
  });

  it('states the disclaimer: reference only, no cash, points not exchangeable', () => {
    renderMember(MobileRoutes, P, `${P}/state`);
    expect(screen.getByText('本站提供的开奖结果、走势图表与预测推荐等内容仅供参考。')).toBeTruthy();
    expect(screen.getByText(/不涉及任何现金交易/).textContent).toContain('不可兑换现金');
  });

  it('shows the 404 text for an unknown sub-path', () => {
    renderMember(MobileRoutes, P, `${P}/nowhere`);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('shows a guest what an account gives under the login form, and the site’s terms', async () => {
    renderMember(MobileRoutes, P, `${P}/login`, memberHttp(), { env: { storage: memberStorage() } });
    await act(settle);
    const perks = screen.getByRole('region', { name: '登录后可以' });
    expect(perks.querySelectorAll('li')).toHaveLength(3);
    expect(perks.textContent).toContain('不涉及任何现金交易');
  });
});
