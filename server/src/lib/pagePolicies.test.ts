import { newNonce, pagePolicy, registryOrigins, serializePolicy } from './csp';
import { PagePolicies } from './pagePolicies';

const registry = () => ({
  remotes: {
    mf_trend: { version: '1', entry: '/remotes/mf_trend/1/mf-manifest.json', routes: ['/lottery/trend'] },
    mf_member: {
      version: '2',
      entry: 'https://cdn.example.com/mf_member/2/mf-manifest.json',
      routes: ['/login'],
      canary: { version: '3', entry: 'https://canary.example.net/mf-manifest.json', percent: 10 },
    },
  },
});

describe('PagePolicies (a page policy made once, its nonce put in per response)', () => {
  it.each([
    [false, undefined],
    [true, undefined],
    [false, ['sha256-AAAA', 'sha256-BBBB']],
    [true, ['sha256-CCCC']],
  ])('frameable %s, hashes %j: the same header as pagePolicy serialised', (frameable, styleHashes) => {
    const policies = new PagePolicies();
    const r = registry();
    for (const nonce of ['bm9uY2U=', 'b3RoZXI=']) {
      const expected = serializePolicy(
        pagePolicy({ nonce, remoteOrigins: registryOrigins(r), frameable, styleHashes }),
      );
      expect(policies.header(r, frameable, styleHashes, nonce)).toBe(expected);
    }
  });

  it('another registry document gives its own origins', () => {
    const policies = new PagePolicies();
    const first = registry();
    expect(policies.header(first, false, undefined, 'bm9uY2U=')).toContain('https://cdn.example.com');
    const rolledBack = { remotes: { mf_trend: first.remotes.mf_trend } };
    const header = policies.header(rolledBack, false, undefined, 'bm9uY2U=');
    expect(header).not.toContain('https://cdn.example.com');
    expect(header).toContain("script-src 'self';");
  });
});

describe('newNonce', () => {
  it('128 random bits in base64, never the same twice (across refills of its random bytes)', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const nonce = newNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1000);
  });
});
