import { pathParams } from './pathPattern';

/**
 * Pages about one lottery: path patterns whose `:code` segment is a lottery code (the param name
 * is the convention). A path such a pattern matches, with a code the catalogue does not know,
 * is not a page: the server answers it with the 404 page and status, and the shell shows its
 * 404 page when it is reached in the browser. The remotes declare theirs in their contracts
 * (`lotteryPages`, docs/REMOTES.md); these are the shell's own.
 */
export const SHELL_LOTTERY_PAGES: readonly string[] = ['/transfer/toolbox/:code', '/m/video/:code'];

/**
 * The lottery code `path` names through the first of `patterns` it matches with a `:code`
 * segment, or null when none does. The code is decoded (`%20` → space), as the router gives it.
 */
export function lotteryCodeOf(path: string, patterns: readonly string[]): string | null {
  for (const pattern of patterns) {
    const code = pathParams(pattern, path)?.code;
    if (code === undefined) continue;
    try {
      return decodeURIComponent(code);
    } catch {
      return code;
    }
  }
  return null;
}
