import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { FIRST_VIEW_HEADER } from '../src/lib/firstViewRequest';
import type { Registry } from '@cp/shared/domain';
import { FIRST_VIEW_FRESH_MS, FIRST_VIEW_STALE_MS, FirstViews } from '../src/modules/pages/firstView';
import { remotePreloadLinks } from '../src/modules/pages/render';
import { buildTestApp, closeTestApp, openTestDb } from './helper';
import { fakeShell } from './fakeShell';

type T = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * A shell build with a server bundle (dist/server/render.cjs) standing in for the real one
 * (shell/src/firstView, tested there): it reads the public lottery list through the server's
 * in-process GET, counts its renders, and can be told to fail or hang through globalThis.
 */
function shellWithRenderer(): string {
  const dir = fakeShell('defer');
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ render: 'render.0a1b2c3d.cjs' }));
  fs.writeFileSync(
    path.join(dir, 'server', 'render.0a1b2c3d.cjs'),
    `exports.renderFirstView = async ({ path, inject, registry }) => {
      const g = globalThis.__fv ?? (globalThis.__fv = { renders: 0, mode: 'ok' });
      g.renders += 1;
      if (g.mode === 'fail') throw new Error('render failed');
      if (g.mode === 'hang') await new Promise(() => {});
      const res = await inject('/v1/public/cp');
      const body = JSON.parse(res.body);
      const names = Object.values(body.data).map((l) => l.name).join('、');
      return {
        html: '<main data-fv="' + g.renders + '">' + path + '：' + names + ' $& $1</main>',
        styles: '<style data-styled="true">.a{color:red}</style>',
        prefetched: { '/v1/public/cp': body.data, status: res.statusCode, remotes: Object.keys(registry.remotes).length },
        now: 1700000000000,
      };
    };`,
  );
  return dir;
}

const fv = () => (globalThis as unknown as { __fv: { renders: number; mode: string } }).__fv;
const bootOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="cp-boot">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('pages: the server-rendered first view', () => {
  let t: T;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SHELL_DIR: shellWithRenderer() }, rateLimitPerMinute: 2 });
  });
  afterAll(() => closeTestApp(t));
  beforeEach(() => {
    (globalThis as unknown as { __fv: unknown }).__fv = { renders: 0, mode: 'ok' };
  });

  it('puts the first view into #root, its styles into the head (allowed by hash), its data into the boot document', async () => {
    const res = await t.app.inject('/m');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<div id="root"><main data-fv="1">\/m：极速赛车、.*<\/main><\/div>/);
    // '$&' and '$1' in the content are text, not replacement patterns.
    expect(res.body).toContain(' $& $1</main>');
    const csp = res.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update('.a{color:red}').digest('base64');
    expect(csp).toMatch(new RegExp(`style-src-elem [^;]*'sha256-${hash.replace(/[+/]/g, (c) => `\\${c}`)}'`));
    expect(res.body).toContain('<style data-styled="true">.a{color:red}</style></head>');
    // The per-request tail: this response's nonce (for styled-components) and send time.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const tail =
      /<meta property="csp-nonce" nonce="([^"]+)" \/><script type="application\/json" id="cp-request">(.*?)<\/script><\/body><\/html>$/.exec(
        res.body,
      );
    expect(tail?.[1]).toBe(nonce);
    expect(Math.abs(JSON.parse(tail?.[2] ?? '{}').sentAt - Date.now())).toBeLessThan(5000);
    const boot = bootOf(res.body);
    expect(boot.firstView).toMatchObject({ path: '/m', now: 1700000000000, prefetched: { status: 200 } });
    expect(Object.keys(boot.firstView.prefetched['/v1/public/cp'])).toContain('jspk10');
  });

  it('renders a page once however many visitors ask within its freshness, with a fresh nonce each', async () => {
    const pages = await Promise.all(Array.from({ length: 8 }, () => t.app.inject('/m/lottery/group/hotLottery')));
    expect(fv().renders).toBe(1);
    const nonces = new Set(
      pages.map((p) => /'nonce-([^']+)'/.exec(p.headers['content-security-policy'] as string)?.[1]),
    );
    expect(nonces.size).toBe(8);
    expect(pages.every((p) => p.body.includes('data-fv="1"'))).toBe(true);
  });

  it('its own reads are not counted by the rate limit; a forged header is an ordinary request', async () => {
    // The limit is 2 a minute here: three pages and their reads would exceed it otherwise.
    for (const page of ['/', '/news', '/transfer'])
      expect((await t.app.inject({ url: page, remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    expect(fv().renders).toBe(3);
    const forged = [];
    for (let i = 0; i < 3; i++)
      forged.push(
        (
          await t.app.inject({
            url: '/v1/public/cp',
            remoteAddress: '10.8.8.8',
            headers: { [FIRST_VIEW_HEADER]: 'guess' },
          })
        ).statusCode,
      );
    expect(forged).toEqual([200, 200, 429]);
  });

  it('a 404 page gets no first view (nothing rendered nor kept for unknown paths)', async () => {
    const res = await t.app.inject({ url: '/no/such/page', remoteAddress: '10.7.7.1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).firstView).toBeUndefined();
    expect(fv().renders).toBe(0);
  });

  it('a failing render sends the page without a first view (the browser renders it)', async () => {
    fv().mode = 'fail';
    const res = await t.app.inject({ url: '/m/app', remoteAddress: '10.7.7.2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(bootOf(res.body).firstView).toBeUndefined();
  });

  it('compresses a kept page once: gzip of the kept bytes plus the tail, a valid stream with a fresh nonce each', async () => {
    const plain = await t.app.inject({
      url: '/m',
      remoteAddress: '10.7.7.3',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const bodies = [];
    for (let i = 0; i < 3; i++) {
      const gz = await t.app.inject({
        url: '/m',
        remoteAddress: '10.7.7.3',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toContain('accept-encoding');
      // gunzip checks the CRC-32 and the length of the whole.
      const text = zlib.gunzipSync(gz.rawPayload).toString();
      const nonce = /'nonce-([^']+)'/.exec(gz.headers['content-security-policy'] as string)?.[1];
      expect(text).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(text.replace(/nonce="[^"]+"|"sentAt":\d+/g, '')).toBe(
        plain.body.replace(/nonce="[^"]+"|"sentAt":\d+/g, ''),
      );
      bodies.push(text);
    }
    expect(new Set(bodies).size).toBe(3);
    expect(fv().renders).toBeLessThanOrEqual(1);
  });

  it('compresses a page without a first view for the Accept-Encoding sent (brotli, gzip)', async () => {
    fv().mode = 'fail';
    const br = await t.app.inject({
      url: '/m/news',
      remoteAddress: '10.7.7.5',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root"></div>');
    const gz = await t.app.inject({
      url: '/m/news',
      remoteAddress: '10.7.7.5',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toMatch(/<meta property="csp-nonce" nonce="[^"]+" \/><\/head>/);
  });

  it('never serves the server bundle as a file', async () => {
    for (const url of ['/server/render.0a1b2c3d.cjs', '/server/manifest.json'])
      expect((await t.app.inject({ url, remoteAddress: '10.7.7.4' })).statusCode).toBe(404);
  });
});

describe('FirstViews: fresh, stale while revalidating, given up after a timeout', () => {
  const input = { registry: { remotes: {} }, siteInfo: null };
  const make = (now: () => number) => {
    const dir = shellWithRenderer();
    const warnings: unknown[] = [];
    const views = new FirstViews(dir, {
      inject: async () => ({ statusCode: 200, body: JSON.stringify({ status: 1, data: { x: { name: '甲' } } }) }),
      log: { warn: (obj) => warnings.push(obj) },
      now,
    });
    return { views, warnings };
  };
  beforeEach(() => {
    (globalThis as unknown as { __fv: unknown }).__fv = { renders: 0, mode: 'ok' };
  });

  it('serves a fresh view as it is, a stale one while rendering anew, and renders an old one first', async () => {
    let now = 1_000_000;
    const { views } = make(() => now);
    expect((await views.get('/m', input))?.html).toContain('data-fv="1"');
    now += FIRST_VIEW_FRESH_MS - 1;
    expect((await views.get('/m', input))?.html).toContain('data-fv="1"');
    expect(fv().renders).toBe(1);
    now += 2;
    // Stale: the old view now, the new one rendered behind it.
    expect((await views.get('/m', input))?.html).toContain('data-fv="1"');
    await new Promise((r) => setTimeout(r, 10));
    expect(fv().renders).toBe(2);
    expect((await views.get('/m', input))?.html).toContain('data-fv="2"');
    now += FIRST_VIEW_STALE_MS + 1;
    expect((await views.get('/m', input))?.html).toContain('data-fv="3"');
  });

  it('a failed render keeps the last good view (or none) and is logged', async () => {
    let now = 1_000_000;
    const { views, warnings } = make(() => now);
    fv().mode = 'fail';
    expect(await views.get('/m', input)).toBeNull();
    expect(warnings).toHaveLength(1);
    fv().mode = 'ok';
    expect(await views.get('/m', input)).not.toBeNull();
    fv().mode = 'fail';
    now += FIRST_VIEW_STALE_MS + 1;
    expect((await views.get('/m', input))?.html).toContain('data-fv="2"');
    expect(views.failures).toBe(2);
  });

  it('a render that hangs is given up after the timeout', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const { views } = make(() => 1);
      fv().mode = 'hang';
      const pending = views.get('/m', input);
      await jest.advanceTimersByTimeAsync(1_600);
      expect(await pending).toBeNull();
      expect(views.failures).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a new shell build (a newer server bundle) is loaded again, its views rendered anew', async () => {
    let now = 1_000_000;
    const dir = shellWithRenderer();
    const views = new FirstViews(dir, {
      inject: async () => ({ statusCode: 200, body: JSON.stringify({ status: 1, data: {} }) }),
      log: { warn: () => undefined },
      now: () => now,
    });
    expect((await views.get('/m', input))?.html).toContain('<main');
    fs.writeFileSync(
      path.join(dir, 'server', 'render.9f8e7d6c.cjs'),
      `exports.renderFirstView = async () => ({ html: '<p>新版</p>', styles: '', prefetched: {}, now: 1 });`,
    );
    fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ render: 'render.9f8e7d6c.cjs' }));
    // Checked at most once a second.
    now += 500;
    expect((await views.get('/m', input))?.html).toContain('<main');
    now += 501;
    expect((await views.get('/m', input))?.html).toBe('<p>新版</p>');
  });

  it('a manifest naming anything but a file of its folder is ignored', async () => {
    const dir = shellWithRenderer();
    fs.writeFileSync(path.join(dir, 'server', 'manifest.json'), JSON.stringify({ render: '../../evil.cjs' }));
    const views = new FirstViews(dir, {
      inject: async () => ({ statusCode: 500, body: '' }),
      log: { warn: () => undefined },
    });
    expect(await views.get('/m', input)).toBeNull();
  });

  it('without a server bundle there is no first view', async () => {
    const views = new FirstViews(fakeShell(), {
      inject: async () => ({ statusCode: 500, body: '' }),
      log: { warn: () => undefined },
    });
    expect(await views.get('/m', input)).toBeNull();
  });
});

describe('first views in an app without a shell build', () => {
  it('pages render as before', async () => {
    const db = await openTestDb();
    const app = await buildApp({
      config: loadConfig({
        SIMULATE: 'none',
        DATA_DIR: os.tmpdir(),
        SHELL_DIR: fakeShell(),
        RELEASES_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'cp-r-')),
      }),
      db,
      logger: false,
    });
    try {
      const res = await app.inject('/m');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('remotePreloadLinks: a remote page preloads its manifest, entry and route chunks', () => {
  const registry = {
    remotes: {
      mf_gallery: {
        version: '1.0.0-abc',
        entry: '/remotes/mf_gallery/1.0.0-abc/mf-manifest.json',
        routes: ['/images', '/m/images'],
      },
      mf_cdn: { version: '1', entry: 'https://cdn.example/mf-manifest.json', routes: ['/cdn'] },
    },
  } as unknown as Registry;
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'desktop', assets: { js: { sync: ['781.d7c04918.js', '__federation_expose_desktop.171bcfe1.js'] } } },
      {
        name: 'mobile',
        assets: { js: { sync: ['781.d7c04918.js', '__federation_expose_mobile.7167b0d1.js', '"><script>'] } },
      },
    ],
  };
  const files: string[] = [];
  const read = (file: string) => {
    files.push(file);
    return manifest;
  };

  it('the mobile tree on a phone page, the desktop tree on a desktop page, from the release folder', () => {
    const mobile = remotePreloadLinks('/m/images/liuHe', registry, '/srv/releases', read);
    expect(files).toEqual([path.join('/srv/releases', 'mf_gallery', '1.0.0-abc', 'mf-manifest.json')]);
    expect(mobile).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/remotes/mf_gallery/1.0.0-abc/mf-manifest.json">' +
        '<link rel="preload" as="script" href="/remotes/mf_gallery/1.0.0-abc/remoteEntry.js">' +
        '<link rel="preload" as="script" href="/remotes/mf_gallery/1.0.0-abc/781.d7c04918.js">' +
        '<link rel="preload" as="script" href="/remotes/mf_gallery/1.0.0-abc/__federation_expose_mobile.7167b0d1.js">',
    );
    expect(remotePreloadLinks('/images/liuHe', registry, '/srv/releases', read)).toContain(
      '__federation_expose_desktop.171bcfe1.js',
    );
  });

  it('nothing for the shell’s pages, a remote on another origin, or a manifest that cannot be read', () => {
    expect(remotePreloadLinks('/m', registry, '/srv/releases', read)).toBe('');
    expect(remotePreloadLinks('/imagesX', registry, '/srv/releases', read)).toBe('');
    expect(remotePreloadLinks('/cdn/x', registry, '/srv/releases', read)).toBe('');
    expect(remotePreloadLinks('/images/pk10', registry, '/srv/releases', () => null)).toBe('');
  });
});
