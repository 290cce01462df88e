import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, closeTestApp } from './helper';
import { IPHONE, fakeShell } from './fakeShell';

type T = Awaited<ReturnType<typeof buildTestApp>>;

function fakeReleases(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-releases-'));
  fs.mkdirSync(path.join(dir, 'mf_trend', '1.0.0-abc'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf_trend', '1.0.0-abc', 'mf-manifest.json'), '{}');
  fs.mkdirSync(path.join(dir, 'mf_trend', '1.0.0-abc', 'server'));
  fs.writeFileSync(path.join(dir, 'mf_trend', '1.0.0-abc', 'server', 'manifest.json'), '{"render":"render.1.cjs"}');
  fs.writeFileSync(
    path.join(dir, 'registry.json'),
    JSON.stringify({
      remotes: {
        mf_trend: {
          version: '1.0.0-abc',
          entry: '/remotes/mf_trend/1.0.0-abc/mf-manifest.json',
          routes: ['/lottery/trend', '/changltx', '/m/changltx'],
          redirects: [
            { from: '/lottery/trend', to: '/lottery/trend/jspk10' },
            { from: '/changltx/x', to: '/changltx?t=1' },
            { from: '/changltx/y', to: '//evil.example/' },
          ],
        },
      },
    }),
  );
  return dir;
}

describe('pages: index.html rendering, device redirect, static hosting', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHELL_DIR: fakeShell(), RELEASES_DIR: fakeReleases() } });
  });
  afterAll(() => closeTestApp(t));

  it('renders the title, keywords and description of the page and inlines the registry and site info', async () => {
    const res = await t.app.inject('/lottery/trend/jspk10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>极速赛车 走势图表 | 168开奖网</title>');
    expect(res.body).toContain('<meta name="keywords" content="走势图,号码走势,遗漏统计,冷热号码">');
    const boot = JSON.parse(
      /<script type="application\/json" id="cp-boot">(.*?)<\/script>/.exec(res.body)?.[1] ?? 'null',
    );
    expect(boot.registry.remotes.mf_trend.version).toBe('1.0.0-abc');
    expect(boot.siteInfo.siteName).toBe('168开奖网');
  });

  it('an unknown page path still gets the app (which shows its 404 page) with status 404', async () => {
    const res = await t.app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('escapes what it writes into the page', async () => {
    const res = await t.app.inject('/lottery/trend/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });

  it('sends a mobile browser on a desktop path to /m, but not from /m or /transfer/toolbox', async () => {
    const desk = await t.app.inject({ url: '/changltx', headers: { 'user-agent': IPHONE } });
    expect(desk.statusCode).toBe(302);
    expect(desk.headers.location).toBe('/m');
    expect((await t.app.inject({ url: '/m/changltx', headers: { 'user-agent': IPHONE } })).statusCode).toBe(200);
    const widget = await t.app.inject({ url: '/transfer/toolbox/jspk10', headers: { 'user-agent': IPHONE } });
    expect(widget.statusCode).toBe(200);
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect((await t.app.inject('/changltx')).headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("answers a remote contract's redirects with 302, the query going along, and never off the site", async () => {
    const bare = await t.app.inject('/lottery/trend');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/lottery/trend/jspk10');
    expect((await t.app.inject('/lottery/trend/?from=menu')).headers.location).toBe('/lottery/trend/jspk10?from=menu');
    expect((await t.app.inject('/changltx/x?a=2')).headers.location).toBe('/changltx?t=1');
    const away = await t.app.inject('/changltx/y');
    expect(away.statusCode).toBe(200);
    expect(away.headers.location).toBeUndefined();
    // The device redirect comes first.
    const phone = await t.app.inject({ url: '/lottery/trend', headers: { 'user-agent': IPHONE } });
    expect(phone.headers.location).toBe('/m');
  });

  it('sends the mobile lottery hall of a group it does not have to its first group (302), not to an empty page', async () => {
    const unknown = await t.app.inject({ url: '/m/lottery/group/nope?x=1', headers: { 'user-agent': IPHONE } });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/m/lottery/group/hotLottery?x=1');
    expect((await t.app.inject('/m/lottery/group/%3Cb%3E')).headers.location).toBe('/m/lottery/group/hotLottery');
    for (const url of ['/m/lottery/group/hotLottery', '/m/lottery/group/jisu', '/m/lottery/group']) {
      const res = await t.app.inject({ url, headers: { 'user-agent': IPHONE } });
      expect([url, res.statusCode]).toEqual([url, 200]);
    }
    // Not the hall: another path stays a 404.
    expect((await t.app.inject('/m/lottery/group/jisu/more')).statusCode).toBe(404);
  });

  it('serves hashed assets and remote releases as immutable, pages as no-cache', async () => {
    const asset = await t.app.inject('/main.1a2b3c4d.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await t.app.inject('/remotes/mf_trend/1.0.0-abc/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/remotes/registry.json')).statusCode).toBe(404);
    // A release's server-rendering bundle is the server's, not the browser's.
    expect((await t.app.inject('/remotes/mf_trend/1.0.0-abc/server/manifest.json')).statusCode).toBe(404);
    expect((await t.app.inject('/index.html')).statusCode).not.toBe(200);
  });
});

describe('pages before the shell is built', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHELL_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cp-no-shell-')) } });
  });
  afterAll(() => closeTestApp(t));

  it('answer 503 with a plain-text hint, after the device redirect', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('页面尚未构建：请先运行 npm run build');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ url: '/', headers: { 'user-agent': IPHONE } })).statusCode).toBe(302);
  });
});

describe('static files keep their ETag and 304', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHELL_DIR: fakeShell(), RELEASES_DIR: fakeReleases() } });
  });
  afterAll(() => closeTestApp(t));

  it('If-None-Match with the ETag answers 304, with the security headers', async () => {
    const first = await t.app.inject('/main.1a2b3c4d.js');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/main.1a2b3c4d.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(again.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
