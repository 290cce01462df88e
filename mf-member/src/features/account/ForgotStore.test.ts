import { ApiError } from '@cp/shared/api';
import { accountApi } from '../../api';
import { memberHttp } from '../../testing/memberHttp';
import { ForgotStore } from './ForgotStore';

const VALIDATE = '/v1/cp168/apis/findPassword/validate';
const NEW_PASSWORD = '/v1/cp168/apis/findPassword/newPassword';

function setup() {
  const http = memberHttp()
    .on('get', VALIDATE, () => ({ expiresInSeconds: 600, resendAfterSeconds: 60 }))
    .on('put', NEW_PASSWORD, () => ({ reset: true }));
  const store = new ForgotStore({ api: accountApi(http) });
  return { http, store };
}

async function requestCode(store: ForgotStore) {
  await store.captcha.refresh();
  store.request.set('phone', '13800138000');
  store.request.set('captcha', 'ab12');
  await store.sendCode();
}

describe('ForgotStore (找回密码)', () => {
  it.each([
    ['an empty form', '', '', { phone: '请填写手机号', captcha: '请填写图形验证码' }],
    ['a number that is not a mainland mobile', '12345', 'ab12', { phone: expect.stringMatching(/手机号/) }],
  ])('refuses %s before sending anything', async (_what, phone, captcha, errors) => {
    const { http, store } = setup();
    store.request.set('phone', phone);
    store.request.set('captcha', captcha);
    await store.sendCode();
    expect(store.request.errors).toEqual(errors);
    expect(store.step).toBe('request');
    expect(http.requestsTo('get', VALIDATE)).toEqual([]);
  });

  it('sends the number with the captcha, then resets the password with the code', async () => {
    const { http, store } = setup();
    await requestCode(store);
    expect(http.requestsTo('get', VALIDATE)[0].params).toEqual({
      phone: '13800138000',
      captchaId: 'c1',
      captcha: 'ab12',
    });
    expect(store.step).toBe('reset');
    store.reset.set('code', '123456');
    store.reset.set('password', 'newpass99');
    await store.resetPassword();
    expect(http.requestsTo('put', NEW_PASSWORD)[0].body).toEqual({
      phone: '13800138000',
      code: '123456',
      password: 'newpass99',
    });
    expect(store.step).toBe('done');
  });

  it('a refused captcha goes under the captcha field, which is emptied and redrawn', async () => {
    const { http, store } = setup();
    await store.captcha.refresh();
    const captchas = http.requestsTo('get', '/v1/cp168/apis/verify').length;
    http.failNext(new ApiError('api', 'CAPTCHA_WRONG', '验证码不正确', 400));
    store.request.set('phone', '13800138000');
    store.request.set('captcha', 'zzzz');
    await store.sendCode();
    expect(store.step).toBe('request');
    expect(store.request.errors.captcha).toBe('验证码不正确');
    expect(store.request.values.captcha).toBe('');
    expect(http.requestsTo('get', '/v1/cp168/apis/verify')).toHaveLength(captchas + 1);
  });

  it('a wrong code stays on the reset step with the server’s message under the code', async () => {
    const { http, store } = setup();
    await requestCode(store);
    http.failNext(new ApiError('api', 'CODE_WRONG', '短信验证码不正确，还可以再试 4 次', 400));
    store.reset.set('code', '000000');
    store.reset.set('password', 'newpass99');
    await store.resetPassword();
    expect(store.step).toBe('reset');
    expect(store.reset.errors.code).toBe('短信验证码不正确，还可以再试 4 次');
  });

  it('refuses a weak new password locally, naming it 新密码', async () => {
    const { http, store } = setup();
    await requestCode(store);
    store.reset.set('code', '123456');
    await store.resetPassword();
    expect(store.reset.errors.password).toBe('请填写新密码');
    store.reset.set('password', 'abcdefgh');
    await store.resetPassword();
    expect(store.reset.errors.password).toMatch(/字母和数字/);
    expect(http.requestsTo('put', NEW_PASSWORD)).toEqual([]);
  });
});
