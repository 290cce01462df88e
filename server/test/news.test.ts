import { FakeClock, at, buildTestApp, closeTestApp, getJson } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const ADMIN_KEY = 'news-admin-key-0123456789';
const auth = { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' };

/** Announcements and news: the operator routes (ADMIN_KEY) and what the public sees. */
describe('news', () => {
  let t: T;
  let clock: FakeClock;
  beforeAll(async () => {
    clock = new FakeClock(at('2026-11-21T09:30:00+08:00'));
    t = await buildTestApp({ clock, env: { ADMIN_KEY } });
  });
  afterAll(() => closeTestApp(t));

  const send = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = auth,
  ) => {
    // A request without a body says no content type.
    const { 'content-type': type, ...rest } = headers;
    const res = await t.app.inject({
      method,
      url,
      headers: body === undefined ? rest : { ...rest, 'content-type': type ?? 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  const publish = async (body: Record<string, unknown>) => {
    const r = await send('POST', '/v1/admin/news', body);
    expect(r.status).toBe(200);
    return r.body.data as { id: number; publishedAt: string; updatedAt: string; summary: string };
  };

  it('shows an honest empty list while nothing is published (no news is seeded)', async () => {
    for (const base of ['/v1/cp168/wap', '/v1/cp168/apis', '/api/v1/cp168/wap']) {
      const r = await getJson(t.app, `${base}/news`);
      expect(r).toEqual({ status: 200, body: { status: 1, data: { list: [], total: 0, page: 1, size: 10 } } });
    }
  });

  it('keeps the operator routes behind ADMIN_KEY', async () => {
    const body = { title: '标题', body: '正文' };
    expect(await send('POST', '/v1/admin/news', body, { 'content-type': 'application/json' })).toMatchObject({
      status: 401,
      body: { status: 0, code: 'UNAUTHENTICATED' },
    });
    expect(
      await send('POST', '/v1/admin/news', body, { ...auth, authorization: 'Bearer wrong-key-wrong-key-00' }),
    ).toMatchObject({ status: 403, body: { status: 0, code: 'FORBIDDEN', message: '运维密钥不正确' } });
    expect((await getJson(t.app, '/v1/cp168/wap/news')).body.data.total).toBe(0);
  });

  it('refuses a bad item naming every problem in Chinese, and writes nothing', async () => {
    const r = await send('POST', '/v1/admin/news', { title: '', body: 5, kind: 'ad', pinned: 'yes' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code: 'INVALID_NEWS' });
    expect(r.body.message).toBe(
      '资讯内容不正确：标题不能为空；正文应为文字；类型只能是 notice（公告）或 news（资讯）；置顶（pinned）只能是 true 或 false',
    );
    expect(r.body.message).not.toMatch(/[a-z]{4,} 类型|should|must/);
    for (const bad of ['"not json', '[]', 'null']) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/admin/news', headers: auth, payload: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(0);
      expect(res.json().message).toMatch(/[\u4e00-\u9fff]/);
    }
    expect((await getJson(t.app, '/v1/admin/news')).status).toBe(401);
    expect((await t.app.inject({ url: '/v1/admin/news', headers: auth })).json().data.total).toBe(0);
  });

  it('publishes, lists pinned first then newest first with paging, and shows the detail', async () => {
    const first = await publish({ title: '第一条资讯', body: '第一段。\n\n第二段。' });
    expect(first).toMatchObject({
      kind: 'news',
      title: '第一条资讯',
      summary: '第一段。 第二段。',
      pinned: false,
      publishedAt: '2026-11-21T09:30:00.000+08:00',
      updatedAt: '2026-11-21T09:30:00.000+08:00',
    });
    clock.advance(60_000);
    const notice = await publish({
      title: '置顶公告',
      summary: '请留意',
      body: '公告正文',
      kind: 'notice',
      pinned: true,
    });
    clock.advance(60_000);
    const latest = await publish({ title: '最新资讯', body: '最新正文' });

    const page1 = (await getJson(t.app, '/v1/cp168/wap/news?size=2')).body.data;
    expect(page1.total).toBe(3);
    expect(page1.list.map((n: { id: number }) => n.id)).toEqual([notice.id, latest.id]);
    expect(page1.list[0]).toEqual({
      id: notice.id,
      kind: 'notice',
      title: '置顶公告',
      summary: '请留意',
      pinned: true,
      publishedAt: '2026-11-21T09:31:00.000+08:00',
    });
    const page2 = (await getJson(t.app, '/v1/cp168/apis/news?size=2&page=2')).body.data;
    expect(page2).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(page2.list.map((n: { id: number }) => n.id)).toEqual([first.id]);

    const detail = await getJson(t.app, `/v1/cp168/apis/news/${first.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: first.id, body: '第一段。\n\n第二段。' });
  });

  it('answers 404 NEWS_NOT_FOUND for an id that names nothing', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const r = await getJson(t.app, `/v1/cp168/wap/news/${id}`);
      expect([id, r.status, r.body.code]).toEqual([id, 404, 'NEWS_NOT_FOUND']);
      expect(r.body.message).toBe('该资讯不存在或尚未发布');
    }
  });

  it('keeps a scheduled item out of public view until its time, while operators see it', async () => {
    const later = await publish({ title: '定时公告', body: '十点发布', publishedAt: '2026-11-21T10:00:00+08:00' });
    const publicIds = async () =>
      (await getJson(t.app, '/v1/cp168/wap/news?size=50')).body.data.list.map((n: { id: number }) => n.id);
    expect(await publicIds()).not.toContain(later.id);
    expect((await getJson(t.app, `/v1/cp168/wap/news/${later.id}`)).status).toBe(404);
    const all = (await t.app.inject({ url: '/v1/admin/news?size=50', headers: auth })).json().data;
    expect(all.list.map((n: { id: number }) => n.id)).toContain(later.id);
    expect((await t.app.inject({ url: `/v1/admin/news/${later.id}`, headers: auth })).json().data.title).toBe(
      '定时公告',
    );
    clock.ms = at('2026-11-21T10:00:00+08:00');
    expect(await publicIds()).toContain(later.id);
  });

  it('replaces an item, keeping its publication time unless a new one is given', async () => {
    const item = await publish({ title: '待修改', body: '旧正文' });
    clock.advance(5 * 60_000);
    const r = await send('PUT', `/v1/admin/news/${item.id}`, { title: '已修改', body: '新正文', pinned: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: item.id,
      title: '已修改',
      body: '新正文',
      summary: '新正文',
      pinned: true,
      publishedAt: item.publishedAt,
    });
    expect(r.body.data.updatedAt).not.toBe(item.updatedAt);
    expect((await getJson(t.app, `/v1/cp168/wap/news/${item.id}`)).body.data.title).toBe('已修改');
    const bad = await send('PUT', `/v1/admin/news/${item.id}`, { title: '标'.repeat(61), body: 'x' });
    expect(bad).toMatchObject({ status: 400, body: { code: 'INVALID_NEWS' } });
    expect((await getJson(t.app, `/v1/cp168/wap/news/${item.id}`)).body.data.title).toBe('已修改');
    expect((await send('PUT', '/v1/admin/news/999999', { title: 't', body: 'b' })).status).toBe(404);
  });

  it('deletes an item once', async () => {
    const item = await publish({ title: '将删除', body: '正文' });
    expect(await send('DELETE', `/v1/admin/news/${item.id}`)).toEqual({
      status: 200,
      body: { status: 1, data: { id: item.id } },
    });
    expect((await getJson(t.app, `/v1/cp168/wap/news/${item.id}`)).status).toBe(404);
    expect(await send('DELETE', `/v1/admin/news/${item.id}`)).toMatchObject({
      status: 404,
      body: { code: 'NEWS_NOT_FOUND' },
    });
  });

  it('site info carries the banner slider, pictures the server serves', async () => {
    const { banners } = (await getJson(t.app, '/v1/cp168/wap/site/info')).body.data.siteSetting;
    expect(banners.map((b: { link: string }) => b.link)).toEqual([
      '/m/lottery/group/hotLottery',
      '/m/lottery/trend/jspk10',
      '/m/changltx',
    ]);
    for (const b of banners as Array<{ image: string; title: string }>) {
      expect(b.title).toMatch(/[\u4e00-\u9fff]/);
      const img = await t.app.inject(b.image);
      expect([b.image, img.statusCode, img.headers['content-type']]).toEqual([
        b.image,
        200,
        expect.stringContaining('svg'),
      ]);
    }
  });
});

describe('news without ADMIN_KEY', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => closeTestApp(t));

  it('keeps the operator routes closed (403 ADMIN_DISABLED) and the public list working', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/v1/admin/news/1',
      headers: { authorization: auth.authorization },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 0, code: 'ADMIN_DISABLED' });
    expect((await getJson(t.app, '/v1/cp168/wap/news')).status).toBe(200);
  });
});
