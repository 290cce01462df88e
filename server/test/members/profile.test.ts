import { closeTestApp } from '../helper';
import { lastCode, login, memberApp, register, send, SLOW, solvedCaptcha } from './helper';

jest.setTimeout(SLOW);

const info = (t: { app: Parameters<typeof send>[0] }, token: string, payload: unknown) =>
  send(t.app, 'PUT', '/v1/cp168/apis/me/basicInfo', payload, { token });

describe('GET me, GET / PUT me/basicInfo', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  let token: string;
  let userID: number;
  beforeAll(async () => {
    t = await memberApp();
    ({ token, userID } = await register(t.app, 'profiled', 'secret123', { phone: '13700137000' }));
  });
  afterAll(() => closeTestApp(t));

  it('GET me has the member, the score, fans, avatar and whether they signed in today', async () => {
    const res = await send(t.app, 'GET', '/v1/cp168/apis/me', undefined, { token });
    expect(res.body).toEqual({
      status: 1,
      data: {
        userID,
        userName: 'profiled',
        nickname: '',
        score: 1000,
        fansCount: 0,
        avatarURL: null,
        signedInToday: false,
      },
    });
  });

  it('GET me/basicInfo (a timestamp parameter is allowed) shows the phone masked', async () => {
    const res = await send(t.app, 'GET', '/v1/cp168/apis/me/basicInfo?timestamp=1795224641000', undefined, { token });
    expect(res.body.data).toEqual({
      userID,
      userName: 'profiled',
      nickname: '',
      intro: '',
      avatarURL: null,
      phone: '137****7000',
      createdAt: '2026-11-21T09:30:41.000+08:00',
    });
  });

  it('PUT changes only the fields given', async () => {
    expect((await info(t, token, { nickname: '小明' })).body.data).toMatchObject({ nickname: '小明', intro: '' });
    expect((await info(t, token, { intro: '你好' })).body.data).toMatchObject({ nickname: '小明', intro: '你好' });
    const empty = await info(t, token, {});
    expect([empty.status, empty.body.message]).toEqual([400, '请至少修改一项资料']);
  });

  it.each([
    ['nickname', '<svg/onload=x>'],
    ['nickname', '\u202egnp.exe\u202c'],
    ['nickname', '🎉👨‍👩‍👧‍👦'],
    ['nickname', ''],
    ['nickname', "';DROP TABLE m--"],
    ['intro', "'; DROP TABLE members; --"],
    ['intro', '<img src=x onerror=alert(1)>'],
    ['intro', '<script>alert(document.cookie)</script>\n第二行\t\u200f\u061c'],
    ['intro', `${'字'.repeat(199)}😀`],
  ])('stores and returns the hostile %s %j exactly as typed', async (key, value) => {
    const res = await info(t, token, { [key]: value });
    expect(res.status).toBe(200);
    expect(res.body.data[key]).toBe(value);
    const again = await send(t.app, 'GET', '/v1/cp168/apis/me/basicInfo', undefined, { token });
    expect(again.body.data[key]).toBe(value);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    [{ nickname: '<img src=x onerror=alert(1)>' }, 'nickname', '昵称最多 16 个字符，且不能包含控制字符'],
    [{ nickname: 'x'.repeat(10 * 1024) }, 'nickname', '昵称最多 16 个字符，且不能包含控制字符'],
    [{ nickname: 'a\u0000b' }, 'nickname', '昵称最多 16 个字符，且不能包含控制字符'],
    [{ nickname: 'a\ud800b' }, 'nickname', '昵称最多 16 个字符，且不能包含控制字符'],
    [{ intro: '字'.repeat(10 * 1024) }, 'intro', '简介最多 200 个字符，且不能包含控制字符'],
    [{ intro: 'bell\u0007' }, 'intro', '简介最多 200 个字符，且不能包含控制字符'],
    [{ avatarURL: 'https://evil.example/x.webp' }, 'avatarURL', '头像只能使用本站上传的图片地址'],
    [{ avatarURL: 'javascript:alert(1)' }, 'avatarURL', '头像只能使用本站上传的图片地址'],
    [{ nickname: ['数组'] }, 'nickname', '昵称最多 16 个字符，且不能包含控制字符'],
  ])(
    'refuses bad input (case %#) with the field and a clear message; nothing changes',
    async (payload, field, message) => {
      const before = (await send(t.app, 'GET', '/v1/cp168/apis/me/basicInfo', undefined, { token })).body.data;
      const res = await info(t, token, payload);
      expect([res.status, res.body]).toEqual([400, { status: 0, code: 'BAD_REQUEST', message, details: { field } }]);
      expect((await send(t.app, 'GET', '/v1/cp168/apis/me/basicInfo', undefined, { token })).body.data).toEqual(before);
    },
  );

  it('an avatar URL must name a file this server stored', async () => {
    const res = await info(t, token, { avatarURL: `/v1/cp168/files/${'0'.repeat(64)}.webp` });
    expect([res.status, res.body.code, res.body.message]).toEqual([
      400,
      'AVATAR_NOT_FOUND',
      '头像图片不存在，请重新上传',
    ]);
    expect((await info(t, token, { avatarURL: null })).body.data.avatarURL).toBeNull();
  });
});

describe('phone change: POST me/phone/code, PUT me/phone', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  beforeAll(async () => {
    t = await memberApp();
    await register(t.app, 'phone_owner', 'secret123', { phone: '13600136000' });
  });
  afterAll(() => closeTestApp(t));

  const askCode = (token: string, phone: string) =>
    send(t.app, 'POST', '/v1/cp168/apis/me/phone/code', { phone }, { token });
  const change = (token: string, phone: string, code: string) =>
    send(t.app, 'PUT', '/v1/cp168/apis/me/phone', { phone, code }, { token });

  it('binds a new number once the member types the code sent to it', async () => {
    const { token } = await register(t.app, 'phone_changer');
    const sent = await askCode(token, '13500135000');
    expect(sent.body.data).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 60 });
    const code = await lastCode(t.app, '13500135000');
    expect(code).toMatch(/^\d{6}$/);
    const done = await change(token, '13500135000', code!);
    expect(done.body.data).toEqual({ phone: '135****5000' });
    expect((await send(t.app, 'GET', '/v1/cp168/apis/me/basicInfo', undefined, { token })).body.data.phone).toBe(
      '135****5000',
    );
    // A code works once.
    expect((await change(token, '13500135000', code!)).body.code).toBe('CODE_EXPIRED');
  });

  it("refuses another member's number and the member's own one", async () => {
    const { token } = await register(t.app, 'phone_thief', 'secret123', { phone: '13400134000' });
    expect((await askCode(token, '13600136000')).body.code).toBe('PHONE_TAKEN');
    expect((await askCode(token, '13400134000')).body).toMatchObject({
      code: 'PHONE_UNCHANGED',
      message: '新手机号与当前绑定的手机号相同',
    });
  });

  it('one code a minute per number (429 with the wait), five tries per code', async () => {
    const { token } = await register(t.app, 'phone_tries');
    expect((await askCode(token, '13300133000')).status).toBe(200);
    const soon = await askCode(token, '13300133000');
    expect([soon.status, soon.body.message, soon.headers['retry-after']]).toEqual([
      429,
      '验证码发送过于频繁，请 60 秒后再试',
      '60',
    ]);
    const code = (await lastCode(t.app, '13300133000'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await change(token, '13300133000', wrong)).body.message);
    expect(answers).toEqual([
      '短信验证码不正确，还可以再试 4 次',
      '短信验证码不正确，还可以再试 3 次',
      '短信验证码不正确，还可以再试 2 次',
      '短信验证码不正确，还可以再试 1 次',
      '短信验证码不正确，请重新获取',
    ]);
    expect((await change(token, '13300133000', code)).body.code).toBe('CODE_EXPIRED');
    t.clock.advance(60_000);
    expect((await askCode(token, '13300133000')).status).toBe(200);
  });

  it('a code of one member cannot be used by another', async () => {
    const a = await register(t.app, 'phone_a');
    const b = await register(t.app, 'phone_b');
    await askCode(a.token, '13200132000');
    const code = (await lastCode(t.app, '13200132000'))!;
    expect((await change(b.token, '13200132000', code)).body.code).toBe('CODE_EXPIRED');
    expect((await change(a.token, '13200132000', code)).status).toBe(200);
  });
});

describe('find password: GET findPassword/validate, PUT findPassword/newPassword', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  beforeAll(async () => {
    t = await memberApp();
  });
  afterAll(() => closeTestApp(t));

  const validate = async (phone: string, ip = '127.0.0.1') => {
    const captcha = await solvedCaptcha(t.app, ip);
    return send(
      t.app,
      'GET',
      `/v1/cp168/apis/findPassword/validate?phone=${phone}&captchaId=${captcha.captchaId}&captcha=${captcha.captcha}`,
      undefined,
      { ip },
    );
  };
  const reset = (phone: string, code: string, password: string) =>
    send(t.app, 'PUT', '/v1/cp168/apis/findPassword/newPassword', { phone, code, password });

  it('answers the same for a member number and any other; only the member number gets a message', async () => {
    await register(t.app, 'forgetful', 'oldPass123', { phone: '13100131000' });
    const member = await validate('13100131000');
    const stranger = await validate('13100131001');
    expect([member.status, member.body]).toEqual([stranger.status, stranger.body]);
    expect(member.body.data).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 60 });
    expect(await lastCode(t.app, '13100131000')).toMatch(/^\d{6}$/);
    expect(await lastCode(t.app, '13100131001')).toBeNull();
    // …and the limits are the same for both.
    expect((await validate('13100131000')).status).toBe(429);
    expect((await validate('13100131001')).status).toBe(429);
  });

  it('sets the new password with the code and ends every session of the member', async () => {
    const { token } = await register(t.app, 'resetter', 'oldPass123', { phone: '13000130000' });
    await validate('13000130000');
    const code = (await lastCode(t.app, '13000130000'))!;
    const res = await reset('13000130000', code, 'newPass456');
    expect(res.body).toEqual({ status: 1, data: { reset: true } });
    expect((await send(t.app, 'GET', '/v1/cp168/apis/me', undefined, { token })).status).toBe(401);
    expect((await login(t.app, 'resetter', 'oldPass123')).body.code).toBe('LOGIN_FAILED');
    expect((await login(t.app, 'resetter', 'newPass456')).status).toBe(200);
    expect((await reset('13000130000', code, 'again789x')).body.code).toBe('CODE_EXPIRED');
  });

  it('a code expires after 10 minutes; a number nobody has never gets a working code', async () => {
    await register(t.app, 'slowpoke', 'oldPass123', { phone: '15900159000' });
    await validate('15900159000');
    const code = (await lastCode(t.app, '15900159000'))!;
    t.clock.advance(10 * 60_000);
    expect((await reset('15900159000', code, 'newPass456')).body).toMatchObject({
      code: 'CODE_EXPIRED',
      message: '短信验证码已失效，请重新获取',
    });
    await validate('15900159999');
    expect((await reset('15900159999', '123456', 'newPass456')).body.code).toBe('CODE_WRONG');
    expect((await reset('15800158000', '123456', 'newPass456')).body.code).toBe('CODE_EXPIRED');
  });

  it('needs a captcha, and gives one address 10 codes an hour', async () => {
    const noCaptcha = await send(t.app, 'GET', '/v1/cp168/apis/findPassword/validate?phone=13100131000');
    expect([noCaptcha.status, noCaptcha.body.message]).toEqual([400, '请填写图形验证码']);
    const ip = '192.0.2.50';
    for (let i = 0; i < 10; i++) expect((await validate(`1880018800${i}`, ip)).status).toBe(200);
    const refused = await validate('18800188010', ip);
    expect([refused.status, refused.body.message]).toEqual([429, '获取验证码过于频繁，请稍后再试']);
  });
});
