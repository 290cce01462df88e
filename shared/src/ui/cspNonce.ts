/**
 * The page's style nonce: the server renders it into `<meta property="csp-nonce" nonce="…">`
 * and allows only <style> elements that carry it (docs/ARCHITECTURE.md "Security headers").
 * styled-components reads that meta tag itself; a component that renders a <style> element of
 * its own passes this as its `nonce`. Undefined where the page has none (dev servers, tests).
 */
export function cspNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.head?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide a nonce attribute once the element is in the document: read the property.
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
}
