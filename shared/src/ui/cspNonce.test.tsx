import { cspNonce } from './cspNonce';

describe('cspNonce', () => {
  afterEach(() => document.head.querySelectorAll('meta').forEach((m) => m.remove()));

  it('is the nonce of the meta tag the server renders', () => {
    document.head.insertAdjacentHTML('beforeend', '<meta property="csp-nonce" nonce="bm9uY2U=" />');
    expect(cspNonce()).toBe('bm9uY2U=');
  });

  it('is undefined on a page without one', () => {
    expect(cspNonce()).toBeUndefined();
    document.head.insertAdjacentHTML('beforeend', '<meta property="csp-nonce" nonce="" />');
    expect(cspNonce()).toBeUndefined();
  });
});
