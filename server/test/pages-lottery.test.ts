import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/paths';
import { buildTestApp, closeTestApp } from './helper';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const SHELL =
  '<!doctype html><html><head><title>{{title}}</title><meta name="keywords" content="{{keywords}}"><meta name="description" content="{{description}}"></head><body><div id="root">{{firstView}}</div><script type="application/json" id="cp-boot">{{boot}}</script></body></html>';

interface Contract {
  name: string;
  routes: { desktop: string[]; mobile: string[] };
  lotteryPages?: string[];
}

/** The route contracts of this repository's remotes (the `federation` block of each mf-* package.json). */
const CONTRACTS: Contract[] = fs
  .readdirSync(REPO_ROOT)
  .filter((d) => d.startsWith('mf-') && fs.existsSync(path.join(REPO_ROOT, d, 'package.json')))
  .map((d) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, d, 'package.json'), 'utf8')).federation as Contract)
  .filter(Boolean);

type Runtime = { routes: string[]; lotteryPages?: string[] };

/** A shell and a registry of this repository's remotes, each entry with the runtime part of its contract. */
function site(entry: (runtime: Runtime) => object = (r) => r) {
  const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-shell-'));
  fs.writeFileSync(path.join(shellDir, 'index.html'), SHELL);
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-releases-'));
  const remotes = Object.fromEntries(
    CONTRACTS.map((c) => [
      c.name,
      {
        version: '1.0.0-abc',
        entry: `/remotes/${c.name}/1.0.0-abc/mf-manifest.json`,
        ...entry({ routes: [...c.routes.desktop, ...c.routes.mobile], lotteryPages: c.lotteryPages }),
      },
    ]),
  );
  fs.writeFileSync(path.join(releasesDir, 'registry.json'), JSON.stringify({ remotes }));
  return { SHELL_DIR: shellDir, RELEASES_DIR: releasesDir };
}

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

/**
 * A page about one lottery (the `lotteryPages` patterns of the remotes' contracts, and the
 * shell's own) with a code the catalogue does not know is the 404 page, with status 404.
 */
describe('pages: an unknown lottery code in a page path is a 404', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: site() });
  });
  afterAll(() => closeTestApp(t));

  it('reads the contracts of the repository, three of which declare lottery pages', () => {
    expect(CONTRACTS.filter((c) => c.lotteryPages?.length).map((c) => c.name)).toEqual([
      'mf_guess',
      'mf_prediction',
      'mf_trend',
    ]);
  });

  it.each([
    '/lottery/trend/xxx',
    '/lottery/history/xxx',
    '/m/lottery/trend/xxx',
    '/m/lottery/history/xxx',
    '/lmTj/xxx',
    '/m/lmTj/xxx',
    '/expert/xxx/1001',
    '/m/shJh/xxx',
    '/buyplan/JSPK10',
    '/lotterybet/lotteryhome/xxx/rank',
    '/m/lotterybet/lotteryhome/xxx/mylotterybet',
    '/m/video/xxx',
    '/transfer/toolbox/xxx',
    '/lottery/trend/%E6%9E%81%E9%80%9F',
  ])('%s → 404 with the 404 title', async (url) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(titleOf(res.body)).toBe('404 | 168开奖网');
  });

  it.each([
    ['/lottery/trend/jspk10', '极速赛车 走势图表 | 168开奖网'],
    ['/lottery/history/ahk3', '安徽快3 历史开奖 | 168开奖网'],
    ['/m/lottery/trend/hk6', '香港六合彩 走势图表 | 168开奖网'],
    ['/lmTj/jspk10', '极速赛车 两面推荐 | 168开奖网'],
    ['/expert/hk6/1001', '香港六合彩 专家推荐 | 168开奖网'],
    ['/lotterybet/lotteryhome/jspk10/rank', '极速赛车 竞猜中心 | 168开奖网'],
    ['/m/video/xyft', '幸运飞艇 168开奖网'],
    ['/transfer/toolbox/fc3d', '福彩3D 开奖调用 | 168开奖网'],
  ])('%s (a known lottery) → 200, titled %s', async (url, title) => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(title);
  });

  it.each([
    '/lottery/trend',
    '/lmTj',
    '/lotterybet/lotteryhome/mylotterybet',
    '/lotterybet/lotteryhome/userInfo/42',
    '/changltx',
  ])('%s names no lottery: a page as before (200)', async (url) => {
    expect((await t.app.inject(url)).statusCode).toBe(200);
  });
});

describe('pages: a registry entry published before lottery pages were declared', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: site((c) => ({ ...c, lotteryPages: undefined })) });
  });
  afterAll(() => closeTestApp(t));

  it("keeps answering its paths (it cannot tell a code), while the shell's own lottery pages still check theirs", async () => {
    expect((await t.app.inject('/lottery/trend/xxx')).statusCode).toBe(200);
    expect((await t.app.inject('/m/video/xxx')).statusCode).toBe(404);
  });
});

describe("pages: a news item's page is a page while the item is published", () => {
  const ADMIN_KEY = 'pages-news-admin-key-0123';
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...site(), ADMIN_KEY } });
  });
  afterAll(() => closeTestApp(t));

  it('titles /news/{id} and /m/news/{id} with the item, and answers 404 for an id that names nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/news',
      headers: { authorization: `Bearer ${ADMIN_KEY}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: '春节开奖安排', body: '正文' }),
    });
    const { id } = res.json().data;
    for (const url of [`/news/${id}`, `/m/news/${id}`]) {
      const page = await t.app.inject(url);
      expect([url, page.statusCode, titleOf(page.body)]).toEqual([url, 200, '春节开奖安排 | 168开奖网']);
    }
    for (const url of ['/news', '/m/news']) {
      const page = await t.app.inject(url);
      expect([url, page.statusCode, titleOf(page.body)]).toEqual([url, 200, '公告资讯 | 168开奖网']);
    }
    expect(titleOf((await t.app.inject('/m/app')).body)).toBe('手机APP | 168开奖网');
    for (const url of ['/news/99999', '/m/news/abc', '/news/1/2']) {
      const page = await t.app.inject(url);
      expect([url, page.statusCode]).toEqual([url, 404]);
    }
  });
});
