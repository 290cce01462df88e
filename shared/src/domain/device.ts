import type { RemoteRuntime } from './registry';

/**
 * The device redirect of the specification: a mobile browser on a desktop path is sent to /m,
 * except the embeddable widget under /transfer/toolbox (it lives inside other sites' pages).
 */
const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS|MicroMessenger/i;

export function isMobileUserAgent(userAgent: string | undefined | null): boolean {
  return !!userAgent && MOBILE_UA.test(userAgent);
}

export function isMobilePath(path: string): boolean {
  return path === '/m' || path.startsWith('/m/');
}

/** Where a request for `path` should go instead, or null to stay. */
export function deviceRedirect(path: string, userAgent: string | undefined | null): string | null {
  if (!isMobileUserAgent(userAgent)) return null;
  if (isMobilePath(path)) return null;
  if (path === '/transfer/toolbox' || path.startsWith('/transfer/toolbox/')) return null;
  return '/m';
}

/** A path of this site: one leading slash (not `//host` nor `/\\host`, which browsers read as another host). */
const SITE_PATH = /^\/(?![/\\])/;

/**
 * Where a remote's contract sends `path` (its `redirects`: exact paths, e.g. /images →
 * /images/liuHe), or null. The shell follows them in the browser; the server answers them with a
 * redirect, so that a visitor, a crawler or a link preview gets the page itself. A target that is
 * not a path of this site is ignored.
 */
export function contractRedirect(
  path: string,
  remotes: ReadonlyArray<Pick<RemoteRuntime, 'redirects'>>,
): string | null {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const remote of remotes)
    for (const { from, to } of remote.redirects ?? []) if (from === p && SITE_PATH.test(to)) return to;
  return null;
}

/**
 * Path patterns the shell itself renders (ARCHITECTURE.md, route ownership); everything else
 * belongs to a remote's prefix from the registry or is a 404.
 */
export const SHELL_PATHS: readonly RegExp[] = [
  /^\/$/,
  /^\/transfer$/,
  /^\/transfer\/toolbox(\/[^/]+)?$/,
  /^\/m$/,
  /^\/m\/lottery\/group(\/[^/]+)?$/,
  /^\/m\/video\/[^/]+$/,
  /^\/news(\/[^/]+)?$/,
  /^\/m\/news(\/[^/]+)?$/,
  /^\/m\/app$/,
];

/** True when `path` is a page of the shell or falls under one of the remotes' route prefixes. */
export function isKnownPage(path: string, remotePrefixes: readonly string[]): boolean {
  const p = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (SHELL_PATHS.some((re) => re.test(p))) return true;
  return remotePrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}
