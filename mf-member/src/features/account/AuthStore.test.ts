import { ApiError } from '@cp/shared/api';
import { fakeStore } from '@cp/shared/testing';
import { accountApi } from '../../api';
import { CAPTCHA, ME, memberHttp } from '../../testing/memberHttp';
import { AuthStore } from './AuthStore';

function setup(mode: 'login' | 'register', answer: () => unknown) {
  const http = memberHttp().on('post', `/v1/cp168/apis/${mode}`, answer);
  const { store: root, api } = fakeStore();
  api.member.me.mockResolvedValue(ME);
  const store = new AuthStore(root, mode, { api: accountApi(http) });
  return { http, root, store };
}

const fill = (store: AuthStore, values: Record<string, string>) =>
  Object.entries(values).forEach(([k, v]) => store.form.set(k as 'userName', v));

describe('AuthStore', () => {
  it('registers with the captcha id and leaves out an empty phone, then keeps login and profile', async () => {
    const { http, root, store } = setup('register', () => ({
      token: 't',
      userID: 7,
      userName: 'lucky_7',
      weeklyBonus: 1000,
    }));
    await store.captcha.refresh();
    fill(store, { userName: 'lucky_7', password: 'abc12345', captcha: 'ab12' });
    await expect(store.submit()).resolves.toBe(true);
    expect(http.requestsTo('post', '/v1/cp168/apis/register')[0].body).toEqual({
      userName: 'lucky_7',
      password: 'abc12345',
      captchaId: CAPTCHA.captchaId,
      captcha: 'ab12',
    });
    expect(root.member.login).toEqual({ token: 't', userID: 7, userName: 'lucky_7' });
    expect(root.member.profile?.score).toBe(ME.score);
    expect(store.weeklyBonus).toBe(1000);
  });

  it('puts a refusal naming a field under it, and loads a new captcha with its answer emptied', async () => {
    const { http, root, store } = setup('register', () => {
      throw new ApiError('api', 'USER_NAME_TAKEN', '该用户名已被注册', 409);
    });
    await store.captcha.refresh();
    fill(store, { userName: 'lucky_7', password: 'abc12345', captcha: 'ab12' });
    await expect(store.submit()).resolves.toBe(false);
    expect(store.form.errors.userName).toBe('该用户名已被注册');
    expect(store.form.values.captcha).toBe('');
    expect(http.requestsTo('get', '/v1/cp168/apis/verify')).toHaveLength(2);
    expect(root.member.isLoggedIn).toBe(false);
  });

  it('shows a login refusal (no enumeration, lock-out) above the button', async () => {
    const { store } = setup('login', () => {
      throw new ApiError('api', 'LOGIN_LOCKED', '登录失败次数过多，请 15 分钟后再试', 429);
    });
    fill(store, { userName: 'lucky_7', password: 'abc12345', captcha: 'ab12' });
    await store.submit();
    expect(store.form.message).toBe('登录失败次数过多，请 15 分钟后再试');
  });

  it('refuses bad input without asking the server or using up the captcha', async () => {
    const { http, store } = setup('login', () => ({}));
    fill(store, { userName: 'a b', password: '123', captcha: '' });
    await expect(store.submit()).resolves.toBe(false);
    expect(store.form.errors).toEqual({
      userName: '用户名应为 4–16 位字母、数字或下划线',
      password: '密码应为 8–32 位，且同时包含字母和数字',
      captcha: '请填写图形验证码',
    });
    expect(http.requests).toEqual([]);
  });

  it('says so when the captcha cannot be loaded', async () => {
    const { http, store } = setup('login', () => ({}));
    http.failNext();
    await store.captcha.refresh();
    expect(store.captcha.error).toBe('验证码加载失败，点击重试');
  });
});
