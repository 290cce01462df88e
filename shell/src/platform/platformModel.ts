import {
  fillPath,
  isMobilePath,
  lotteryCodeOf,
  matchPath,
  matchesAny,
  patternSpecificity,
  SHELL_LOTTERY_PAGES,
} from '@cp/shared/domain';
import type { HeaderMenuEntry, Redirect, TabEntry } from '@cp/shared/domain';
import type { ChosenRemote } from '@cp/shared/mf';
import { SHELL_HEADER_MENU, SHELL_MENU, SHELL_TABS, SHELL_TITLES } from './shellEntries';
import type { ShellMenuEntry } from './shellEntries';

export type Device = 'desktop' | 'mobile';

/** A desktop menu entry as the bar renders it: the remote it comes from (none for the shell's). */
export type MenuItem = ShellMenuEntry & { remote: string | null; match: string[] };
export type TabItem = TabEntry & { remote: string | null; match: string[]; root: string[] };

/**
 * What the shell knows about the remotes, all of it from their contracts in the registry:
 * menus, tabs, titles, redirects, named links and which paths need a logged-in member. Built
 * once per registry (createPlatform); every question is a pure function of a path.
 */
export interface Platform {
  menu: MenuItem[];
  tabs: TabItem[];
  redirects: Record<Device, Redirect[]>;
  /** The menu entry a desktop path highlights, or null. */
  activeMenu(path: string): string | null;
  /** The tab a mobile path highlights, or null. */
  activeTab(path: string): string | null;
  /** Pages that are a tab of the bottom bar (no back button). */
  isTabRoot(path: string): boolean;
  /** The mobile header menu without the section the visitor is in. */
  headerMenu(path: string): HeaderMenuEntry[];
  /** The mobile section title of a path (longest prefix), or null. */
  title(path: string): string | null;
  /** Mobile pages that draw their own header. */
  hasOwnHeader(path: string): boolean;
  /** True for the screens only a logged-in member may see. */
  isProtected(path: string): boolean;
  /** A named link of a remote (e.g. 'trend' with { code }), or null when no remote declares it. */
  link(name: string, device: Device, params?: Record<string, string>): string | null;
  /** The login page of the remote that owns login; the home page when none does. */
  loginPage(device: Device): string;
  /**
   * The lottery code a page about one lottery names (the shell's and the remotes'
   * `lotteryPages`), or null for any other path. An unknown code makes the path a 404.
   */
  lotteryCode(path: string): string | null;
}

const stripQuery = (path: string) => path.split(/[?#]/)[0] || '/';
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const defaultMatch = (path: string | undefined) => {
  if (!path) return [];
  const p = stripQuery(path);
  return [p === '/' ? '/' : `${p}/*`];
};
const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The id whose patterns match `path` most specifically (ties: the first in `candidates`). */
function bestMatch(
  candidates: ReadonlyArray<{ id: string; patterns: readonly string[] }>,
  path: string,
): string | null {
  let best: { id: string; score: number } | null = null;
  for (const { id, patterns } of candidates)
    for (const pattern of patterns)
      if (matchPath(pattern, path)) {
        const score = patternSpecificity(pattern);
        if (!best || score > best.score) best = { id, score };
      }
  return best?.id ?? null;
}

export function createPlatform(remotes: readonly ChosenRemote[]): Platform {
  const menu: MenuItem[] = [
    ...SHELL_MENU.map((m) => ({ ...m, remote: null, match: m.match ?? defaultMatch(m.path) })),
    ...remotes.flatMap((r) => r.menu.map((m) => ({ ...m, remote: r.name, match: m.match ?? defaultMatch(m.path) }))),
  ].sort(byOrder);
  const menuCandidates = [
    ...menu.map((m) => ({ id: m.id, patterns: m.match })),
    ...remotes.flatMap((r) => Object.entries(r.highlight).map(([id, patterns]) => ({ id, patterns }))),
  ].filter((c) => menu.some((m) => m.id === c.id));

  const tabs: TabItem[] = [
    ...SHELL_TABS.map((t) => ({ ...t, remote: null })),
    ...remotes.flatMap((r) => r.tabs.map((t) => ({ ...t, remote: r.name }))),
  ]
    .map((t) => ({
      ...t,
      match: t.match ?? defaultMatch(t.path),
      root: t.root ?? (t.path ? [stripQuery(t.path)] : []),
    }))
    .sort(byOrder);

  const header = [...SHELL_HEADER_MENU, ...remotes.flatMap((r) => r.headerMenu)].sort(byOrder);
  const titleMap: Record<string, string> = { ...SHELL_TITLES };
  for (const r of remotes) Object.assign(titleMap, r.titles);
  const titles = Object.entries(titleMap).sort((a, b) => b[0].length - a[0].length);
  const protectedPatterns = remotes.flatMap((r) => r.protected);
  const publicPatterns = remotes.flatMap((r) => r.public);
  const ownHeader = remotes.flatMap((r) => r.ownHeader);
  const redirects = remotes.flatMap((r) => r.redirects);
  const lotteryPages = [...SHELL_LOTTERY_PAGES, ...remotes.flatMap((r) => r.lotteryPages)];

  const link = (name: string, device: Device, params: Record<string, string> = {}) => {
    for (const r of remotes) {
      const template = r.links[name]?.[device];
      if (template) return fillPath(template, params);
    }
    return null;
  };

  return {
    menu,
    tabs,
    redirects: {
      desktop: redirects.filter((r) => !isMobilePath(r.from)),
      mobile: redirects.filter((r) => isMobilePath(r.from)),
    },
    activeMenu: (path) => bestMatch(menuCandidates, path),
    activeTab: (path) =>
      bestMatch(
        tabs.map((t) => ({ id: t.id, patterns: t.match })),
        path,
      ),
    isTabRoot: (path) => tabs.some((t) => matchesAny(t.root, path)),
    headerMenu: (path) => header.filter((item) => !under(path, item.path)),
    title: (path) => titles.find(([prefix]) => under(path, prefix))?.[1] ?? null,
    hasOwnHeader: (path) => matchesAny(ownHeader, path),
    isProtected: (path) => matchesAny(protectedPatterns, path) && !matchesAny(publicPatterns, path),
    link,
    loginPage: (device) => link('login', device) ?? (device === 'mobile' ? '/m' : '/'),
    lotteryCode: (path) => lotteryCodeOf(path, lotteryPages),
  };
}
