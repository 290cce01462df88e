import { closeTestApp } from '../helper';
import { ADMIN, memberApp, register, send, SLOW } from './helper';

jest.setTimeout(SLOW);

describe('POST setting/feedback', () => {
  let t: Awaited<ReturnType<typeof memberApp>>;
  beforeAll(async () => {
    t = await memberApp();
  });
  afterAll(() => closeTestApp(t));

  const feedback = (payload: unknown, opts: { token?: string; ip?: string } = {}) =>
    send(t.app, 'POST', '/v1/cp168/apis/setting/feedback', payload, opts);
  const list = async () => (await t.app.inject({ url: '/v1/admin/feedback', headers: ADMIN })).json().data;

  it('takes feedback from a guest and from a member; operators read it newest first, unchanged', async () => {
    const hostile = '<img src=x onerror=alert(1)>\n\u202e反转\u202c 🎉 \'"; DROP TABLE feedback; --';
    const guest = await feedback({ type: 'bug', content: hostile, contact: 'QQ 10001' }, { ip: '203.0.113.1' });
    expect([guest.status, guest.body]).toEqual([200, { status: 1, data: { id: expect.any(Number) } }]);
    const { token, userID } = await register(t.app, 'feedbacker');
    expect(
      (await feedback({ type: 'suggestion', content: '希望增加夜间模式' }, { token, ip: '203.0.113.2' })).status,
    ).toBe(200);
    const page = await list();
    expect(page).toMatchObject({ total: 2, page: 1, size: 50 });
    expect(page.list[0]).toEqual({
      id: expect.any(Number),
      type: 'suggestion',
      content: '希望增加夜间模式',
      contact: null,
      memberId: userID,
      ip: '203.0.113.2',
      createdAt: '2026-11-21T09:30:41.000+08:00',
    });
    expect(page.list[1]).toMatchObject({ type: 'bug', content: hostile, contact: 'QQ 10001', memberId: null });
  });

  it.each([
    [{ type: 'spam', content: 'x' }, 'type', '请选择反馈类型'],
    [{ type: 'bug', content: '' }, 'content', '反馈内容应为 1–500 个字符，且不能包含控制字符'],
    [{ type: 'bug', content: 'x'.repeat(10 * 1024) }, 'content', '反馈内容应为 1–500 个字符，且不能包含控制字符'],
    [{ type: 'bug', content: 'nul\u0000' }, 'content', '反馈内容应为 1–500 个字符，且不能包含控制字符'],
    [{ type: 'bug', content: 'ok', contact: 'c'.repeat(51) }, 'contact', '联系方式最多 50 个字符，且不能包含控制字符'],
    [{ content: 'ok' }, 'type', '请填写反馈类型'],
  ])('refuses bad feedback (case %#) with a clear message', async (payload, field, message) => {
    const res = await feedback(payload, { ip: '203.0.113.9' });
    expect([res.status, res.body]).toEqual([400, { status: 0, code: 'BAD_REQUEST', message, details: { field } }]);
  });

  it('takes a content of exactly 500 characters (emoji count as one)', async () => {
    expect((await feedback({ type: 'other', content: '😀'.repeat(500) }, { ip: '203.0.113.10' })).status).toBe(200);
  });

  it('gives one address 5 messages in 10 minutes', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++)
      expect((await feedback({ type: 'other', content: `第${i}条` }, { ip })).status).toBe(200);
    const refused = await feedback({ type: 'other', content: '第6条' }, { ip });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([
      429,
      'TOO_MANY_REQUESTS',
      '反馈提交过于频繁，请稍后再试',
    ]);
    expect(Number(refused.headers['retry-after'])).toBe(600);
    t.clock.advance(10 * 60_000);
    expect((await feedback({ type: 'other', content: '又一条' }, { ip })).status).toBe(200);
  });

  it('the operator lists need ADMIN_KEY', async () => {
    for (const url of ['/v1/admin/feedback', '/v1/admin/outbox']) {
      expect((await t.app.inject(url)).statusCode).toBe(401);
      expect((await t.app.inject({ url, headers: { authorization: 'Bearer not-the-admin-key' } })).statusCode).toBe(
        403,
      );
    }
    const off = await memberApp({ env: { ADMIN_KEY: '' } });
    const res = await off.app.inject({ url: '/v1/admin/feedback', headers: ADMIN });
    expect([res.statusCode, res.json().code]).toEqual([403, 'ADMIN_DISABLED']);
    await closeTestApp(off);
  });
});
