import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, closeTestApp } from './helper';
import { IPHONE, fakeShell } from './fakeShell';

type T = Awaited<ReturnType<typeof buildTestApp>>;

const REMOTES = {
  mf_trend: {
    version: '1.0.0-abc',
    entry: '/remotes/mf_trend/1.0.0-abc/mf-manifest.json',
    routes: ['/lottery/trend', '/changltx', '/m/changltx'],
  },
  mf_member: {
    version: '1.0.0-def',
    entry: 'https://cdn.example.com/mf_member/1.0.0-def/mf-manifest.json',
    routes: ['/login'],
    canary: { version: '1.1.0-0aa', entry: 'https://canary.example.net/mf_member/mf-manifest.json', percent: 10 },
  },
};

function writeRegistry(dir: string, remotes: object, mtime: Date): void {
  const file = path.join(dir, 'registry.json');
  fs.writeFileSync(file, JSON.stringify({ remotes }));
  fs.utimesSync(file, mtime, mtime);
}

/** The directives of a policy header by name. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy and framing of pages, the widget, the API and /docs', () => {
  let t: T;
  let releases: string;
  beforeAll(async () => {
    releases = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-releases-'));
    writeRegistry(releases, REMOTES, new Date('2026-01-01T00:00:00Z'));
    t = await buildTestApp({ env: { SHELL_DIR: fakeShell('defer'), RELEASES_DIR: releases } });
  });
  afterAll(() => closeTestApp(t));

  it.each(['/', '/m', '/lottery/trend/jspk10', '/m/changltx', '/transfer', '/login', '/no/such/page'])(
    '%s: scripts from the site and the remotes only, no inline script, no eval, not framed by other sites',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = directives(res.headers['content-security-policy']);
      const remotes = ['https://canary.example.net', 'https://cdn.example.com'];
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", ...remotes]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", ...remotes]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-src')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['content-security-policy']).not.toContain('unsafe-eval');
    },
  );

  it('gives each page response its own style nonce, in the header and in the meta tag styled-components reads', async () => {
    const [a, b] = await Promise.all([t.app.inject('/'), t.app.inject('/')]);
    const nonceOf = (res: typeof a) => {
      const elem = directives(res.headers['content-security-policy']).get('style-src-elem') ?? [];
      const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(elem.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" /></head>`);
      return nonce;
    };
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    const csp = directives(a.headers['content-security-policy']);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    // Browsers without style-src-elem read style-src: no nonce there, or they would drop 'unsafe-inline'.
    expect(csp.get('style-src')?.some((s) => s.startsWith("'nonce-"))).toBe(false);
  });

  it('every <script> of a page is a file or a JSON data block (nothing inline to execute)', async () => {
    const res = await t.app.inject('/lottery/trend/jspk10');
    const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(1);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=|type="application\/json"/);
  });

  it('lets any site frame the widget /transfer/toolbox/{code}, on phones too, but nothing under it', async () => {
    for (const headers of [{}, { 'user-agent': IPHONE }]) {
      const widget = await t.app.inject({ url: '/transfer/toolbox/jspk10', headers });
      expect(widget.statusCode).toBe(200);
      const csp = directives(widget.headers['content-security-policy']);
      expect(csp.has('frame-ancestors')).toBe(false);
      expect(widget.headers['x-frame-options']).toBeUndefined();
      expect(csp.get('script-src')).toEqual(["'self'", 'https://canary.example.net', 'https://cdn.example.com']);
    }
    for (const url of ['/transfer/toolbox/jspk10/x', '/transfer/toolbox', '/transfer/toolbox/jspk10/', '/transfer']) {
      const res = await t.app.inject(url);
      expect(directives(res.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('follows the registry: a remote moved to another origin is allowed from the next page on, the old one no more', async () => {
    writeRegistry(
      releases,
      {
        ...REMOTES,
        mf_member: { ...REMOTES.mf_member, entry: 'https://new-cdn.example.org/m.json', canary: undefined },
      },
      new Date('2026-01-02T00:00:00Z'),
    );
    try {
      const csp = directives((await t.app.inject('/')).headers['content-security-policy']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://new-cdn.example.org']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://new-cdn.example.org']);
    } finally {
      writeRegistry(releases, REMOTES, new Date('2026-01-03T00:00:00Z'));
    }
  });

  it('API answers, static files and the 404 envelope load nothing and may not be framed', async () => {
    for (const url of ['/v1/cp168/apis/lottery/list', '/mf/registry.json', '/main.1a2b3c4d.js', '/v1/nothing']) {
      const res = await t.app.inject(url);
      expect([url, res.headers['content-security-policy']]).toEqual([url, "default-src 'none';frame-ancestors 'none'"]);
    }
  });

  it('/docs (Swagger UI) has its own policy: its files, its styles, no framing by other sites', async () => {
    const page = await t.app.inject('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const json = await t.app.inject('/docs/json');
    expect(json.statusCode).toBe(200);
    expect(directives(json.headers['content-security-policy']).get('connect-src')).toEqual(["'self'"]);
  });
});
