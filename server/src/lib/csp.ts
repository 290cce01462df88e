import { randomBytes } from 'node:crypto';
import type { Registry } from '@cp/shared/domain';

/**
 * Content-Security-Policy of every response (docs/ARCHITECTURE.md "Security headers").
 *
 * - Pages (index.html rendered per path): scripts, styles, images, fonts and connections from
 *   the site itself and from the origins the remote registry names (a remote's manifest, entry
 *   and chunks may live on a CDN), nothing else. No inline script at all: the boot document is a
 *   `type="application/json"` data block, which browsers do not execute, and the shell's
 *   scripts are files. Never 'unsafe-eval' (the federation runtime does not need it; the trend
 *   engine's compiled record builders are off in browsers).
 * - Styles: styled-components writes <style> elements, which carry the page's nonce (it reads
 *   `<meta property="csp-nonce">`); no other <style> element is accepted. Style *attributes*
 *   stay allowed ('unsafe-inline' in style-src-attr): the trend tables are written as HTML with
 *   per-column widths in `style="…"` and ECharts writes its tooltips the same way. An attribute
 *   cannot run script, load a style sheet or hold a selector; url() in one is bound by img-src.
 *   style-src itself, read only by browsers without style-src-elem / -attr (Safari < 15.4,
 *   Firefox < 108), keeps 'unsafe-inline' without the nonce: with a nonce those browsers would
 *   ignore 'unsafe-inline' and drop the table widths.
 * - frame-ancestors 'self' (and X-Frame-Options SAMEORIGIN) on every page but the embeddable
 *   widget `/transfer/toolbox/{code}`, which any site may frame: it has no frame-ancestors.
 * - /docs (Swagger UI) has its own policy; every other response (API JSON, static files) the
 *   strict API_POLICY: it loads nothing and may not be framed.
 */

export type Directives = Record<string, readonly string[]>;

/** `a b; c d` from `{ a: ['b'], c: ['d'] }` (directives without sources are left out). */
export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Every response that is not a page nor /docs: API JSON, SSE, static files. */
export const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Swagger UI at /docs: its bundle, stylesheets and initializer are files under /docs/static. It
 * inserts <style> elements of its own (no nonce) and style attributes, so styles keep
 * 'unsafe-inline' on this developer page; scripts do not.
 */
export const DOCS_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The embeddable widget: exactly `/transfer/toolbox/{code}`, not the tool's root nor any path under a code. */
export function isEmbeddableWidget(pagePath: string): boolean {
  return /^\/transfer\/toolbox\/[^/]+$/.test(pagePath);
}

/**
 * The source expression of a remote entry URL's origin, or null for a relative entry (the site
 * itself: 'self') and anything that is not http(s). A protocol-relative entry gives a host
 * source without scheme, which matches the page's own scheme.
 */
export function entryOrigin(entry: string): string | null {
  const text = entry.trim();
  const protocolRelative = text.startsWith('//');
  if (!protocolRelative && !/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(protocolRelative ? `https:${text}` : text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return protocolRelative ? url.host : url.origin;
}

/** The origins of every remote entry the registry names (current and canary releases), sorted, once each. */
export function registryOrigins(registry: Registry): string[] {
  const origins = new Set<string>();
  for (const remote of Object.values(registry.remotes ?? {})) {
    for (const entry of [remote?.entry, remote?.canary?.entry]) {
      const origin = typeof entry === 'string' ? entryOrigin(entry) : null;
      if (origin) origins.add(origin);
    }
  }
  return [...origins].sort();
}

const NONCE_BYTES = 16;
/** Random bytes drawn at once for this many nonces: one call to the CSPRNG instead of one per page. */
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

/**
 * A fresh nonce for one page response (128 random bits, base64). Each comes from its own bytes of
 * the system's CSPRNG, never used for another; they are only drawn in batches.
 */
export function newNonce(): string {
  if (randomOffset + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
    randomOffset = 0;
  }
  const nonce = randomPool.toString('base64', randomOffset, randomOffset + NONCE_BYTES);
  randomOffset += NONCE_BYTES;
  return nonce;
}

export interface PagePolicyOptions {
  /** The nonce of this response's <style> elements. */
  nonce: string;
  /** Origins of the remotes (registryOrigins). */
  remoteOrigins: readonly string[];
  /** Any site may frame the page (the embeddable widget): no frame-ancestors. */
  frameable: boolean;
  /**
   * `sha256-…` of the server-rendered first view's <style> elements: they are part of a page kept
   * for every visitor of the next seconds, so they are allowed by their content, not a nonce.
   */
  styleHashes?: readonly string[];
}

/** The policy of a rendered page. */
export function pagePolicy({ nonce, remoteOrigins, frameable, styleHashes = [] }: PagePolicyOptions): Directives {
  const site = ["'self'", ...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': site,
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
    'style-src-elem': ["'self'", `'nonce-${nonce}'`, ...styleHashes.map((h) => `'${h}'`), ...remoteOrigins],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [...site, 'data:'],
    'font-src': site,
    'connect-src': site,
    // The /transfer tool previews the widget of this site in iframes.
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameable ? [] : ["'self'"],
  };
}
