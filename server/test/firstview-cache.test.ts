import path from 'node:path';
import fs from 'node:fs';
import type { Registry } from '@cp/shared/domain';
import { FIRST_VIEW_FRESH_MS, FIRST_VIEW_STALE_MS, FirstViews } from '../src/modules/pages/firstView';
import { remotePreloadLinks } from '../src/modules/pages/render';
import { fakeShell } from './fakeShell';
import { fv, remoteRelease, shellWithRemoteRenderer, shellWithRenderer } from './fakeFirstView';

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

describe('FirstViews: a remote page rendered from the remote’s own server bundle', () => {
  const registryOf = (version: string): Registry =>
    ({
      remotes: { mf_x: { version, entry: `/remotes/mf_x/${version}/mf-manifest.json`, routes: ['/x'] } },
    }) as unknown as Registry;
  const make = () => {
    const shellDir = shellWithRemoteRenderer();
    const releasesDir = fs.mkdtempSync(path.join(path.dirname(shellDir), 'releases-'));
    const warnings: unknown[] = [];
    const views = new FirstViews(shellDir, {
      inject: async () => ({ statusCode: 200, body: '{}' }),
      log: { warn: (obj) => warnings.push(obj) },
      releasesDir,
    });
    return { views, warnings, releasesDir };
  };
  // Requires a singleton (the shell's copy) and a package (resolved from the shell's folder);
  // each load of the bundle draws its own number.
  const source = (marker: string) => `
    const stores = require('@cp/shared/stores');
    require('node:path');
    const load = Math.random();
    exports.contract = 1;
    exports.desktop = { marker: '${marker} over ' + stores.marker + ' #' + load };`;

  it('loads the active release’s bundle once, with the shell’s singletons, and renders it', async () => {
    const { views, releasesDir } = make();
    remoteRelease(releasesDir, 'mf_x', '1.0.0-aaa', source('v1'));
    const registry = registryOf('1.0.0-aaa');
    const view = await views.get('/x/page', { registry, siteInfo: null });
    expect(view?.html).toMatch(/^<main>v1 over the shell’s stores #0\.\d+<\/main>$/);
    expect(view?.remote).toEqual({ id: 'mf_x/desktop', prefix: '/x' });
    expect((await views.get('/x/other', { registry, siteInfo: null }))?.html).toBe(view?.html);
  });

  it('a new release is rendered with its own bundle, not served from a view of the old registry', async () => {
    const { views, releasesDir } = make();
    remoteRelease(releasesDir, 'mf_x', '1.0.0-aaa', source('v1'));
    remoteRelease(releasesDir, 'mf_x', '1.0.1-bbb', source('v2'));
    expect((await views.get('/x/page', { registry: registryOf('1.0.0-aaa'), siteInfo: null }))?.html).toContain('v1');
    expect((await views.get('/x/page', { registry: registryOf('1.0.1-bbb'), siteInfo: null }))?.html).toContain('v2');
  });

  it('a page asked with a query, a release without a bundle or with a broken one: the remote is left to the browser', async () => {
    const { views, warnings, releasesDir } = make();
    remoteRelease(releasesDir, 'mf_x', '1.0.0-aaa', source('v1'));
    remoteRelease(releasesDir, 'mf_x', '0.9.0-old');
    remoteRelease(releasesDir, 'mf_x', '1.0.2-bad', 'throw new Error("broken bundle")');
    const query = await views.get('/x/page', {
      registry: registryOf('1.0.0-aaa'),
      siteInfo: null,
      remoteContent: false,
    });
    expect(query?.html).toBe('<main>none</main>');
    expect((await views.get('/x/page', { registry: registryOf('1.0.0-aaa'), siteInfo: null }))?.html).toContain('v1');
    expect((await views.get('/x/page', { registry: registryOf('0.9.0-old'), siteInfo: null }))?.html).toBe(
      '<main>none</main>',
    );
    expect(warnings).toHaveLength(0);
    expect((await views.get('/x/page', { registry: registryOf('1.0.2-bad'), siteInfo: null }))?.html).toBe(
      '<main>none</main>',
    );
    expect(warnings).toHaveLength(1);
    // A version that is not a plain folder name is never read.
    expect((await views.get('/x/page', { registry: registryOf('../../etc'), siteInfo: null }))?.html).toBe(
      '<main>none</main>',
    );
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
