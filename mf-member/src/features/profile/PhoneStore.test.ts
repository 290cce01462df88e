import { ApiError } from '@cp/shared/api';
import { profileApi } from '../../api';
import { memberHttp } from '../../testing/memberHttp';
import { PhoneStore } from './PhoneStore';

const CODE = '/v1/cp168/apis/me/phone/code';
const PHONE = '/v1/cp168/apis/me/phone';

function setup() {
  const http = memberHttp()
    .on('post', CODE, () => ({ expiresInSeconds: 600, resendAfterSeconds: 60 }))
    .on('put', PHONE, () => ({ phone: '138****8000' }));
  return { http, store: new PhoneStore(profileApi(http)) };
}

describe('PhoneStore (更换手机号)', () => {
  it('checks the number before asking for a code', async () => {
    const { http, store } = setup();
    store.form.set('phone', '1380013');
    await store.sendCode();
    expect(store.form.errors.phone).toMatch(/手机号/);
    expect(store.codeSent).toBe(false);
    expect(http.requestsTo('post', CODE)).toEqual([]);
  });

  it('asks for a code for the new number, then changes it and shows it masked', async () => {
    const { http, store } = setup();
    store.form.set('phone', '13800138000');
    const sending = store.sendCode();
    expect(store.sending).toBe(true);
    await sending;
    expect(store.sending).toBe(false);
    expect(store.codeSent).toBe(true);
    expect(http.requestsTo('post', CODE)[0].body).toEqual({ phone: '13800138000' });
    store.form.set('code', '654321');
    await store.submit();
    expect(http.requestsTo('put', PHONE)[0].body).toEqual({ phone: '13800138000', code: '654321' });
    expect(store.changed).toBe('138****8000');
  });

  it.each([
    ['a number bound to another member', 'PHONE_TAKEN', '该手机号已被其他账号绑定', 'phone'],
    ['an expired code', 'CODE_EXPIRED', '短信验证码已失效，请重新获取', 'code'],
  ])('puts the refusal of %s under its field', async (_what, code, message, field) => {
    const { http, store } = setup();
    store.form.set('phone', '13800138000');
    store.form.set('code', '654321');
    http.failNext(new ApiError('api', code, message, 400));
    await store.submit();
    expect(store.form.errors).toEqual({ [field]: message });
    expect(store.changed).toBeNull();
  });

  it('a code request refused by the server (one a minute) shows its message under the number', async () => {
    const { http, store } = setup();
    store.form.set('phone', '13800138000');
    http.failNext(new ApiError('api', 'TOO_MANY_REQUESTS', '验证码发送过于频繁，请 60 秒后再试', 429));
    await store.sendCode();
    expect(store.form.errors.phone).toBe('验证码发送过于频繁，请 60 秒后再试');
    expect(store.codeSent).toBe(false);
    expect(store.sending).toBe(false);
  });
});
