/**
 * Path patterns of the remote contracts (docs/REMOTES.md): literal segments, `:name` for exactly
 * one segment, and a final `/*` for zero or more further segments; `/` alone is the home page.
 * A query string and trailing slashes of the path are ignored.
 *
 *   /member/*                      /member, /member/integral, /member/a/b
 *   /lotterybet/lotteryhome/:code/mylotterybet/*   /lotterybet/lotteryhome/jspk10/mylotterybet
 */

const segments = (path: string): string[] => path.split(/[?#]/)[0].split('/').filter(Boolean);

/** True when `path` matches `pattern`. */
export function matchPath(pattern: string, path: string): boolean {
  return pathParams(pattern, path) !== null;
}

/**
 * The `:params` of `pattern` as `path` fills them (`/lottery/trend/:code`, `/lottery/trend/hk6`
 * → `{ code: 'hk6' }`), or null when the path does not match. Segments are given as they are in
 * the path (not decoded).
 */
export function pathParams(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path);
  const rest = want[want.length - 1] === '*';
  const fixed = rest ? want.slice(0, -1) : want;
  if (rest ? have.length < fixed.length : have.length !== fixed.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < fixed.length; i++) {
    if (fixed[i].startsWith(':')) params[fixed[i].slice(1)] = have[i];
    else if (fixed[i] !== have[i]) return null;
  }
  return params;
}

/** True when any of `patterns` matches `path`. */
export function matchesAny(patterns: readonly string[] | undefined, path: string): boolean {
  return !!patterns && patterns.some((p) => matchPath(p, path));
}

/**
 * How specific a pattern is, to pick the best of several matching ones: more literal segments
 * first, then more segments, and an exact pattern over one ending in `/*`.
 */
export function patternSpecificity(pattern: string): number {
  const want = segments(pattern);
  const rest = want[want.length - 1] === '*';
  const fixed = rest ? want.slice(0, -1) : want;
  const literal = fixed.filter((s) => !s.startsWith(':')).length;
  return literal * 100 + fixed.length * 2 + (rest ? 0 : 1);
}

/** `/lottery/trend/:code` with `{ code: 'jspk10' }` → `/lottery/trend/jspk10`; null when a param is missing. */
export function fillPath(template: string, params: Readonly<Record<string, string>> = {}): string | null {
  let missing = false;
  const out = template.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : out;
}
