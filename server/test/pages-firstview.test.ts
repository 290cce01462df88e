import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { FIRST_VIEW_HEADER } from '../src/lib/firstViewRequest';
import { buildTestApp, closeTestApp, openTestDb } from './helper';
import { fakeShell } from './fakeShell';
import { bootOf, fv, shellWithRenderer } from './fakeFirstView';

type T = Awaited<ReturnType<typeof buildTestApp>>;

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
