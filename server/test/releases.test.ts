import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RegistryStore } from '../src/modules/registry/store';
import { activate, listReleases, promoteCanary, publishRelease, setCanary } from '../src/modules/registry/releases';

/** A fake remote package with a built dist/ whose content we control. */
function remotePackage(root: string, content: string) {
  const dir = path.join(root, 'mf-demo');
  fs.rmSync(path.join(dir, 'dist'), { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'mf_demo' }));
  fs.writeFileSync(path.join(dir, 'dist', 'remoteEntry.js'), content);
  return { dir, name: 'mf_demo', version: '1.2.0', runtime: { routes: ['/demo', '/m/demo'] } };
}

/** Writes the contract a build carries (cp-remote.json) into the fake dist/. */
function withBuiltContract(pkg: ReturnType<typeof remotePackage>, runtime: Record<string, unknown>, version = '1.2.0') {
  fs.writeFileSync(
    path.join(pkg.dir, 'dist', 'cp-remote.json'),
    JSON.stringify({ name: 'mf_demo', version, exposes: ['./desktop', './mobile'], runtime }),
  );
  return pkg;
}

describe('remote releases: publish, canary, promote, roll back', () => {
  let root: string;
  let store: RegistryStore;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-rel-'));
    store = new RegistryStore(path.join(root, 'releases'));
  });

  it('publishes a build as an immutable versioned folder and activates it; the same build is not copied twice', () => {
    const first = publishRelease(store, remotePackage(root, 'v1'));
    expect(first.created).toBe(true);
    expect(first.version).toMatch(/^1\.2\.0-[0-9a-f]{10}$/);
    const entry = store.read().remotes.mf_demo;
    expect(entry).toEqual({
      version: first.version,
      entry: `/remotes/mf_demo/${first.version}/mf-manifest.json`,
      routes: ['/demo', '/m/demo'],
    });
    expect(fs.readFileSync(path.join(store.releasesDir, 'mf_demo', first.version, 'remoteEntry.js'), 'utf8')).toBe(
      'v1',
    );
    expect(publishRelease(store, remotePackage(root, 'v1'))).toEqual({ version: first.version, created: false });
    const second = publishRelease(store, remotePackage(root, 'v2'));
    expect(second.version).not.toBe(first.version);
    // The earlier release is still there, untouched.
    expect(fs.readFileSync(path.join(store.releasesDir, 'mf_demo', first.version, 'remoteEntry.js'), 'utf8')).toBe(
      'v1',
    );
    expect(listReleases(store, 'mf_demo').sort()).toEqual([first.version, second.version].sort());
  });

  it('two builds of the same source are one release although their stats list the exposes in another order', () => {
    const withStats = (usedIn: string[]) => {
      const pkg = remotePackage(root, 'v1');
      const stats = { shared: [{ name: 'react', usedIn }], exposes: [{ path: './desktop' }] };
      fs.writeFileSync(path.join(pkg.dir, 'dist', 'mf-stats.json'), JSON.stringify(stats));
      return pkg;
    };
    const first = publishRelease(store, withStats(['./mobile', './desktop']));
    expect(publishRelease(store, withStats(['./desktop', './mobile']))).toEqual({
      version: first.version,
      created: false,
    });
    // Another set of users is another build.
    expect(publishRelease(store, withStats(['./desktop'])).version).not.toBe(first.version);
    // A stats file that is not JSON is hashed as it is.
    const broken = remotePackage(root, 'v1');
    fs.writeFileSync(path.join(broken.dir, 'dist', 'mf-stats.json'), '{"usedIn": [');
    expect(publishRelease(store, broken).version).not.toBe(first.version);
  });

  it('canaries a release to a share of visitors, promotes it, and rolls back', () => {
    const v1 = publishRelease(store, remotePackage(root, 'v1')).version;
    const v2 = publishRelease(store, remotePackage(root, 'v2')).version;
    activate(store, 'mf_demo', v1);
    setCanary(store, 'mf_demo', v2, 10);
    expect(store.read().remotes.mf_demo).toMatchObject({ version: v1, canary: { version: v2, percent: 10 } });
    promoteCanary(store, 'mf_demo');
    expect(store.read().remotes.mf_demo.version).toBe(v2);
    expect(store.read().remotes.mf_demo.canary).toBeUndefined();
    activate(store, 'mf_demo', v1);
    expect(store.read().remotes.mf_demo.entry).toBe(`/remotes/mf_demo/${v1}/mf-manifest.json`);
    setCanary(store, 'mf_demo', v2, 25);
    setCanary(store, 'mf_demo', '-', 0);
    expect(store.read().remotes.mf_demo.canary).toBeUndefined();
  });

  it('refuses to point the registry at a release that does not exist, or a bad percentage', () => {
    publishRelease(store, remotePackage(root, 'v1'));
    expect(() => activate(store, 'mf_demo', '9.9.9-nothing')).toThrow(/no release/);
    expect(() => setCanary(store, 'mf_demo', '9.9.9-nothing', 5)).toThrow(/no release/);
    const v = store.read().remotes.mf_demo.version;
    expect(() => setCanary(store, 'mf_demo', v, 101)).toThrow(/0–100/);
    expect(() => promoteCanary(store, 'mf_demo')).toThrow(/no canary/);
    expect(() => activate(store, 'mf_nobody', v)).toThrow();
  });

  it('copies the contract a build carries into the registry entry, and rolling back restores that release’s', () => {
    const menuV1 = [{ id: 'demo', label: '演示', order: 90, path: '/demo' }];
    const v1 = publishRelease(
      store,
      withBuiltContract(remotePackage(root, 'v1'), {
        routes: ['/demo', '/m/demo'],
        menu: menuV1,
        protected: ['/demo/mine/*'],
      }),
    ).version;
    expect(store.read().remotes.mf_demo).toEqual({
      version: v1,
      entry: `/remotes/mf_demo/${v1}/mf-manifest.json`,
      routes: ['/demo', '/m/demo'],
      protected: ['/demo/mine/*'],
      menu: menuV1,
    });
    const v2 = publishRelease(
      store,
      withBuiltContract(remotePackage(root, 'v2'), { routes: ['/demo', '/m/demo', '/demo2'] }, '1.3.0'),
    ).version;
    expect(v2).toMatch(/^1\.3\.0-/);
    expect(store.read().remotes.mf_demo).toEqual({
      version: v2,
      entry: `/remotes/mf_demo/${v2}/mf-manifest.json`,
      routes: ['/demo', '/m/demo', '/demo2'],
    });
    setCanary(store, 'mf_demo', v1, 20);
    expect(store.read().remotes.mf_demo.canary).toMatchObject({ version: v1, percent: 20, menu: menuV1 });
    activate(store, 'mf_demo', v1);
    expect(store.read().remotes.mf_demo).toMatchObject({ version: v1, menu: menuV1, protected: ['/demo/mine/*'] });
    expect(store.read().remotes.mf_demo.routes).toEqual(['/demo', '/m/demo']);
  });

  it('a build from before contracts keeps the registry entry’s contract (or brings its routes alone)', () => {
    const fresh = publishRelease(store, remotePackage(root, 'old'));
    expect(store.read().remotes.mf_demo).toEqual({
      version: fresh.version,
      entry: `/remotes/mf_demo/${fresh.version}/mf-manifest.json`,
      routes: ['/demo', '/m/demo'],
    });
    const menu = [{ id: 'demo', label: '演示', order: 90, path: '/demo' }];
    const current = publishRelease(
      store,
      withBuiltContract(remotePackage(root, 'new'), { routes: ['/demo'], menu }),
    ).version;
    const old = publishRelease(store, remotePackage(root, 'older')).version;
    expect(old).not.toBe(current);
    expect(store.read().remotes.mf_demo).toMatchObject({ version: old, routes: ['/demo'], menu });
    activate(store, 'mf_demo', fresh.version);
    expect(store.read().remotes.mf_demo).toMatchObject({ version: fresh.version, routes: ['/demo'], menu });
  });

  it('refuses a dist built for another remote', () => {
    const pkg = remotePackage(root, 'v1');
    fs.writeFileSync(
      path.join(pkg.dir, 'dist', 'cp-remote.json'),
      JSON.stringify({ name: 'mf_other', version: '1.0.0', exposes: [], runtime: { routes: [] } }),
    );
    expect(() => publishRelease(store, pkg)).toThrow(/built as mf_other/);
  });
});
