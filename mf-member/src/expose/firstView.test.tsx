import { act, fireEvent, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeStore, hydrateRemoteFirstView } from '@cp/shared/testing';
import { MemberApisProvider } from '../api';
import { apisOver, memberHttp } from '../testing/memberHttp';
import * as desktop from './desktop';
import * as mobile from './mobile';

const side = () => ({
  root: fakeStore({ openEventSource: null }, { answer: 'empty', timers: 'inert' }).store,
  http: memberHttp(),
});
const wrap = (children: ReactNode) => <MemberApisProvider apis={apisOver(memberHttp())}>{children}</MemberApisProvider>;

describe('mf-member first views: the public pages rendered by the server, hydrated as they are', () => {
  it.each([
    ['desktop login', desktop, '/login', '/login', '会员登录'],
    ['mobile login', mobile, '/m/member', '/m/member/login', '会员登录'],
    ['mobile register', mobile, '/m/member', '/m/member/register', '会员注册'],
    ['mobile disclaimer', mobile, '/m/member', '/m/member/state', '免责声明'],
  ])('%s: in the HTML, no mismatch', async (_, module, prefix, path, title) => {
    const result = await hydrateRemoteFirstView(module, { prefix, path, wrap }, side(), side());
    result.unmount();
    expect(result.html).toContain(title);
    expect(result.errors).toEqual([]);
    expect(result.fetched).toEqual([]);
  });

  it('what a visitor typed into the form before the scripts ran is kept, and only the scripts send it', async () => {
    let buttonBefore: HTMLButtonElement | null = null;
    const typeIn = (container: HTMLElement) => {
      const form = within(container).getByRole('form', { name: '注册' });
      fireEvent.input(within(form).getByLabelText('用户名'), { target: { value: 'early_bird' } });
      fireEvent.input(within(form).getByLabelText('密码'), { target: { value: 'abc12345' } });
      buttonBefore = within(form).getByRole('button', { name: '注册' });
    };
    const result = await hydrateRemoteFirstView(
      mobile,
      { prefix: '/m/member', path: '/m/member/register', wrap, beforeHydrate: typeIn },
      side(),
      side(),
    );
    expect(buttonBefore).not.toBeNull();
    // The server's button cannot send the form by itself (the fields would land in the address).
    expect(result.html).toMatch(/<button type="submit" disabled=""/);
    const form = within(result.container).getByRole('form', { name: '注册' });
    const button = within(form).getByRole('button', { name: '注册' }) as HTMLButtonElement;
    expect(button).toBe(buttonBefore);
    expect(button.disabled).toBe(false);
    await act(async () => {
      fireEvent.submit(form);
    });
    // Sent without a captcha answer: refused for it alone, the typed name and password kept.
    const field = (label: string) => within(form).getByLabelText(label) as HTMLInputElement;
    expect(field('验证码').getAttribute('aria-invalid')).toBe('true');
    expect(field('用户名').getAttribute('aria-invalid')).toBeNull();
    expect(field('密码').getAttribute('aria-invalid')).toBeNull();
    expect(field('用户名').value).toBe('early_bird');
    expect(field('密码').value).toBe('abc12345');
    expect(result.errors).toEqual([]);
    result.unmount();
  });

  it.each(['/m/member', '/m/member/info', '/member', '/member/integral', '/feedback'])(
    '%s: a member’s own page is left to the browser',
    async (path) => {
      const { root, http } = side();
      const prefix = path.startsWith('/m/') ? '/m/member' : path.startsWith('/feedback') ? '/feedback' : '/member';
      expect(await desktop.prepareFirstView({ path, prefix, root, client: http })).toBeNull();
    },
  );
});
