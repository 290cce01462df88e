import { chooseRemotes, readBootDocument, remoteForPath, visitorBucket } from './registry';
import type { Registry } from './registry';

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

describe('route ownership', () => {
  const remotes = chooseRemotes(registry, 50);
  it.each([
    ['/lottery/trend', 'mf_trend', '/lottery/trend'],
    ['/lottery/trend/jspk10', 'mf_trend', '/lottery/trend'],
    ['/m/lottery/trend/hk6', 'mf_trend', '/m/lottery/trend'],
    ['/member/integral', 'mf_member', '/member'],
  ])('%s belongs to %s under %s', (path, name, prefix) => {
    const owner = remoteForPath(remotes, path);
    expect(owner?.remote.name).toBe(name);
    expect(owner?.prefix).toBe(prefix);
  });

  it.each(['/', '/lottery/trendy', '/members', '/m'])('%s belongs to no remote', (path) => {
    expect(remoteForPath(remotes, path)).toBeNull();
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
