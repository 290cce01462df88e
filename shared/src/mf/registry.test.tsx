import type { Registry } from '@cp/shared/domain';
import { chooseRemotes, readBootDocument, readRuntime, visitorBucket } from './registry';

const registry: Registry = {
  remotes: {
    mf_trend: {
      version: '1.0.0-a',
      entry: '/remotes/mf_trend/1.0.0-a/mf-manifest.json',
      routes: ['/lottery/trend', '/lottery/history', '/m/lottery/trend'],
      canary: { version: '1.1.0-b', entry: '/remotes/mf_trend/1.1.0-b/mf-manifest.json', percent: 10 },
    },
    mf_member: {
      version: '2.0.0-c',
      entry: '/remotes/mf_member/2.0.0-c/mf-manifest.json',
      routes: ['/member', '/m/member'],
    },
  },
};

const memory = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('canary choice', () => {
  it.each([
    [0, '1.1.0-b', true],
    [9, '1.1.0-b', true],
    [10, '1.0.0-a', false],
    [99, '1.0.0-a', false],
  ])('bucket %i gets mf_trend %s', (bucket, version, canary) => {
    const trend = chooseRemotes(registry, bucket).find((r) => r.name === 'mf_trend');
    expect(trend).toMatchObject({ version, canary, entry: `/remotes/mf_trend/${version}/mf-manifest.json` });
  });

  it('a remote without a canary always gets its active release', () => {
    expect(chooseRemotes(registry, 0).find((r) => r.name === 'mf_member')).toMatchObject({
      version: '2.0.0-c',
      canary: false,
    });
  });

  it('the visitor bucket is drawn once and then sticks', () => {
    const storage = memory();
    const first = visitorBucket(storage, () => 0.42);
    expect(first).toBe(42);
    expect(visitorBucket(storage, () => 0.99)).toBe(42);
    expect(visitorBucket(memory({ 'cp.mf.bucket': 'junk' }), () => 0.07)).toBe(7);
    expect(visitorBucket(null, () => 0.5)).toBe(50);
  });
});

describe('contracts in the registry', () => {
  const withContract: Registry = {
    remotes: {
      mf_gallery: {
        version: '1.0.0-a',
        entry: '/remotes/mf_gallery/1.0.0-a/mf-manifest.json',
        routes: ['/images', '/m/images'],
        redirects: [{ from: '/images', to: '/images/liuHe' }],
        menu: [
          {
            id: 'gallery',
            label: '图库',
            order: 30,
            path: '/images/liuHe',
            dropdown: { type: 'links', items: [{ label: 'PK10图库', path: '/images/pk10' }] },
          },
        ],
        canary: {
          version: '1.1.0-b',
          entry: '/remotes/mf_gallery/1.1.0-b/mf-manifest.json',
          percent: 50,
          routes: ['/images', '/m/images', '/pictures'],
          menu: [{ id: 'gallery', label: '图片', order: 30, path: '/pictures' }],
        },
      },
    },
  };

  it('carries the active release’s contract to a visitor outside the canary, the canary’s inside it', () => {
    const [outside] = chooseRemotes(withContract, 80);
    expect(outside).toMatchObject({ version: '1.0.0-a', routes: ['/images', '/m/images'] });
    expect(outside.menu.map((m) => m.label)).toEqual(['图库']);
    expect(outside.redirects).toEqual([{ from: '/images', to: '/images/liuHe' }]);
    const [inside] = chooseRemotes(withContract, 10);
    expect(inside).toMatchObject({ version: '1.1.0-b', routes: ['/images', '/m/images', '/pictures'] });
    expect(inside.menu.map((m) => m.label)).toEqual(['图片']);
  });

  it('a canary published without a contract uses the active one', () => {
    const [inside] = chooseRemotes(registry, 0);
    expect(inside).toMatchObject({
      version: '1.1.0-b',
      routes: ['/lottery/trend', '/lottery/history', '/m/lottery/trend'],
    });
  });

  it('reads an old entry (routes only) as a contract with nothing else', () => {
    expect(readRuntime({ routes: ['/x'] })).toEqual({
      routes: ['/x'],
      protected: [],
      public: [],
      redirects: [],
      links: {},
      menu: [],
      highlight: {},
      headerMenu: [],
      tabs: [],
      titles: {},
      ownHeader: [],
      lotteryPages: [],
    });
  });

  it('drops what is malformed and keeps the rest, whatever the registry holds', () => {
    const runtime = readRuntime({
      routes: ['/a', 3, null],
      protected: 'not a list',
      redirects: [{ from: '/a', to: '/a/b' }, { from: '/a' }, 'x'],
      links: { login: { desktop: '/login' }, broken: 7, empty: {} },
      menu: [
        { id: 'a', label: 'A', order: 1, path: '/a' },
        { id: 'b', label: 'B', order: 2 },
        { id: 'c', label: 'C', order: 3, dropdown: { type: 'unknown' } },
        { id: 'd', label: 'D', order: 'x', path: '/d' },
        {
          id: 'e',
          label: 'E',
          order: 5,
          dropdown: { type: 'lotteryTabs', tabs: [{ label: 'T', kind: 'k', base: '/e' }] },
        },
      ],
      tabs: [
        { id: 't', label: 'T', order: 1, items: [{ label: 'x', path: '/m/x' }] },
        { id: 'u', label: 'U', order: 2 },
      ],
      titles: { '/m/a': 'A', '/m/b': 5 },
      lotteryPages: ['/a/:code', 4, ''],
    });
    expect(runtime.routes).toEqual(['/a']);
    expect(runtime.protected).toEqual([]);
    expect(runtime.redirects).toEqual([{ from: '/a', to: '/a/b' }]);
    expect(runtime.links).toEqual({ login: { desktop: '/login' } });
    expect(runtime.menu.map((m) => m.id)).toEqual(['a', 'e']);
    expect(runtime.tabs).toEqual([{ id: 't', label: 'T', icon: '', order: 1, items: [{ label: 'x', path: '/m/x' }] }]);
    expect(runtime.titles).toEqual({ '/m/a': 'A' });
    expect(runtime.lotteryPages).toEqual(['/a/:code']);
  });

  it('skips entries without a version or entry, and a registry that is not one', () => {
    expect(chooseRemotes({ remotes: { x: { routes: [] } } } as unknown as Registry, 0)).toEqual([]);
    expect(chooseRemotes(null as unknown as Registry, 0)).toEqual([]);
  });
});

describe('boot document', () => {
  it('reads the registry the server inlined, and tolerates a missing or broken one', () => {
    document.body.innerHTML = `<script type="application/json" id="cp-boot">${JSON.stringify({ registry })}</script>`;
    expect(readBootDocument()?.registry).toEqual(registry);
    document.body.innerHTML = '<script type="application/json" id="cp-boot">{not json</script>';
    expect(readBootDocument()).toBeNull();
    document.body.innerHTML = '';
    expect(readBootDocument()).toBeNull();
  });
});
