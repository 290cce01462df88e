import { screen, within } from '@testing-library/react';
import { createFakeApi, remoteRoot, renderRemote } from '@cp/shared/testing';
import MobileRoutes from './mobile';

const P = '/m/member';

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
  ])('/m/member%s renders its frame titled %s', (sub, title) => {
    const { api, calls } = createFakeApi();
    const { container, store } = renderRemote(MobileRoutes, P, `${P}${sub}`, api);
    expect(remoteRoot(container, 'mf_member')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(store.ui.titleSuffix).toBe(`${title} |`);
    expect(calls).toEqual([]);
    expect(container.querySelector('input, form')).toBeNull();
    // Every screen but the centre itself has a way back.
    expect(!!screen.queryByRole('link', { name: '返回' })).toBe(sub !== '');
  });

  it('offers login, register and the quick menu to a guest', () => {
    const { container } = renderRemote(MobileRoutes, P, P);
    expect(screen.getByTestId('member-status').textContent).toContain('未登录');
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe(`${P}/login`);
    expect(screen.getByRole('link', { name: '注册' }).getAttribute('href')).toBe(`${P}/register`);
    const menu = within(screen.getByRole('navigation', { name: '会员菜单' })).getAllByRole('link');
    expect(menu.map((a) => a.getAttribute('href'))).toEqual(
      ['info', 'integral', 'jingTsai', 'feedback', 'setting', 'state'].map((p) => `${P}/${p}`),
    );
    const header = container.querySelector('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: '设置' }).getAttribute('href')).toBe(`${P}/setting`);
  });

  it.each([
    ['/login', '/m'],
    ['/register', `${P}/login`],
    ['/forgot', `${P}/login`],
    ['/integral', P],
    ['/edit', `${P}/setting`],
  ])('%s goes back to %s', (sub, back) => {
    renderRemote(MobileRoutes, P, `${P}${sub}`);
    expect(screen.getByRole('link', { name: '返回' }).getAttribute('href')).toBe(back);
  });

  it('links password and phone changes from the settings', () => {
    renderRemote(MobileRoutes, P, `${P}/setting`);
    expect(screen.getByRole('link', { name: /修改密码/ }).getAttribute('href')).toBe(`${P}/edit?mode=pwd`);
    expect(screen.getByRole('link', { name: /修改手机号/ }).getAttribute('href')).toBe(`${P}/edit`);
  });

  it('states the disclaimer: reference only, no cash, points not exchangeable', () => {
    renderRemote(MobileRoutes, P, `${P}/state`);
    expect(screen.getByText('本站提供的开奖结果、走势图表与预测推荐等内容仅供参考。')).toBeTruthy();
    expect(screen.getByText(/不涉及任何现金交易/).textContent).toContain('不可兑换现金');
  });

  it('shows the 404 text for an unknown sub-path', () => {
    renderRemote(MobileRoutes, P, `${P}/nowhere`);
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });
});
