import { entryOrigin, isEmbeddableWidget, pagePolicy, registryOrigins, serializePolicy } from './csp';

describe('isEmbeddableWidget: only /transfer/toolbox/{code} itself', () => {
  it.each([
    ['/transfer/toolbox/jspk10', true],
    ['/transfer/toolbox/hk6', true],
    ['/transfer/toolbox', false],
    ['/transfer/toolbox/', false],
    ['/transfer/toolbox/jspk10/', false],
    ['/transfer/toolbox/jspk10/x', false],
    ['/transfer', false],
    ['/m/transfer/toolbox/jspk10', false],
    ['/transfer/toolboxes/jspk10', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isEmbeddableWidget(path)).toBe(expected);
  });
});

describe('entryOrigin: the origin a remote entry is loaded from', () => {
  it.each([
    ['/remotes/mf_trend/1.0.0/mf-manifest.json', null],
    ['remotes/mf_trend/mf-manifest.json', null],
    ['https://cdn.example.com/mf_trend/1.0.0/mf-manifest.json', 'https://cdn.example.com'],
    ['http://127.0.0.1:3001/mf-manifest.json', 'http://127.0.0.1:3001'],
    ['HTTPS://CDN.Example.com:443/x', 'https://cdn.example.com'],
    ['https://user:secret@cdn.example.com/x', 'https://cdn.example.com'],
    ['//cdn.example.com:8443/mf-manifest.json', 'cdn.example.com:8443'],
    ['javascript:alert(1)', null],
    ['data:text/javascript,alert(1)', null],
    ['https://', null],
    ['', null],
  ])('%j → %j', (entry, expected) => {
    expect(entryOrigin(entry)).toBe(expected);
  });
});

describe('registryOrigins', () => {
  it('names the origin of every current and canary entry once, and nothing for relative entries', () => {
    const origins = registryOrigins({
      remotes: {
        a: { version: '1', entry: '/remotes/a/1/mf-manifest.json', routes: ['/a'] },
        b: {
          version: '1',
          entry: 'https://cdn.example.com/b/1/mf-manifest.json',
          routes: ['/b'],
          canary: { version: '2', entry: 'https://canary.example.net/b/2/mf-manifest.json', percent: 10 },
        },
        c: { version: '1', entry: 'https://cdn.example.com/c/1/mf-manifest.json', routes: ['/c'] },
      },
    });
    expect(origins).toEqual(['https://canary.example.net', 'https://cdn.example.com']);
  });

  it('ignores entries that are missing or not strings (a hand-edited registry)', () => {
    const registry = JSON.parse('{"remotes":{"a":{"version":"1","routes":[]},"b":{"entry":42},"c":null}}');
    expect(registryOrigins(registry)).toEqual([]);
  });
});

describe('pagePolicy', () => {
  const policy = (frameable: boolean) =>
    serializePolicy(pagePolicy({ nonce: 'bm9uY2U=', remoteOrigins: ['https://cdn.example.com'], frameable }));

  it('allows scripts from the site and the remotes only, never inline or eval', () => {
    const p = policy(false);
    expect(p).toContain("script-src 'self' https://cdn.example.com;");
    expect(p).toContain("script-src-attr 'none'");
    expect(p).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(p).toContain("connect-src 'self' https://cdn.example.com;");
    expect(p).toContain("object-src 'none'");
    expect(p).toContain("base-uri 'self'");
  });

  it('admits <style> elements by nonce only, style attributes inline', () => {
    const p = policy(false);
    expect(p).toContain("style-src-elem 'self' 'nonce-bm9uY2U=' https://cdn.example.com;");
    expect(p).toContain("style-src-attr 'unsafe-inline'");
  });

  it("frame-ancestors 'self' unless the page is the embeddable widget", () => {
    expect(policy(false)).toContain("frame-ancestors 'self'");
    expect(policy(true)).not.toContain('frame-ancestors');
  });
});
