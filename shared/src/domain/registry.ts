/**
 * Wire types of the remote registry (`GET /mf/registry.json`, also inlined into index.html),
 * shared by the server that writes it and the shell that reads it. Each remote's entry carries
 * the runtime part of its contract (docs/REMOTES.md): route prefixes, protected paths,
 * redirects, named links and the menu, header-menu and tab-bar entries it contributes. Entries
 * published before contracts existed have only `version`, `entry` and `routes`: every other
 * field is optional, and readers treat a missing one as empty.
 */

/** An entry of a dropdown or submenu. */
export interface MenuLinkItem {
  label: string;
  path: string;
}

/** One tab of the 预测-style dropdown: lotteries of a store list `kind`, each linking to `${base}/${code}`. */
export interface LotteryTab {
  label: string;
  kind: string;
  base: string;
}

export type MenuDropdown = { type: 'links'; items: MenuLinkItem[] } | { type: 'lotteryTabs'; tabs: LotteryTab[] };

/** An entry of the desktop menu bar. */
export interface MenuEntry {
  id: string;
  label: string;
  /** Position in the bar (the shell's own entries: 首页 10, 彩票大厅 20, 开奖调用 70). */
  order: number;
  /** Where the entry (or the top of its dropdown) links to. */
  path?: string;
  /** Path patterns that highlight the entry; default `${path}/*`. */
  match?: string[];
  dropdown?: MenuDropdown;
}

/** An entry of the mobile header menu. */
export interface HeaderMenuEntry {
  label: string;
  path: string;
  order: number;
}

/** A tab of the mobile tab bar. */
export interface TabEntry {
  id: string;
  label: string;
  /** A name of the shell's tab icons (home, clock, picture, trophy, person; anything else draws a dot). */
  icon: string;
  order: number;
  /** Where the tab links to; a tab with `items` opens a submenu instead. */
  path?: string;
  /** Patterns that highlight the tab; default `${path}/*`. */
  match?: string[];
  /** Patterns of the tab's root pages (no back button in the header); default the path alone. */
  root?: string[];
  items?: MenuLinkItem[];
}

/** A named link per device; `:params` are filled in by the caller. */
export interface RemoteLink {
  desktop?: string;
  mobile?: string;
}

export interface Redirect {
  from: string;
  to: string;
}

/** The runtime part of a remote's contract, as the registry carries it. */
export interface RemoteRuntime {
  /** Route prefixes, desktop and mobile (mobile ones under /m/). */
  routes: string[];
  protected?: string[];
  public?: string[];
  redirects?: Redirect[];
  links?: Record<string, RemoteLink>;
  menu?: MenuEntry[];
  /** Patterns of this remote's paths that highlight another menu entry, by id. */
  highlight?: Record<string, string[]>;
  headerMenu?: HeaderMenuEntry[];
  tabs?: TabEntry[];
  /** Mobile header titles by path prefix. */
  titles?: Record<string, string>;
  /** Mobile paths whose pages draw their own header. */
  ownHeader?: string[];
  /** Pages about one lottery: patterns whose `:code` is a lottery code (an unknown code is a 404). */
  lotteryPages?: string[];
}

/** A release served to a sticky share of visitors; it may carry its own contract. */
export interface RegistryCanary extends Partial<RemoteRuntime> {
  version: string;
  entry: string;
  percent: number;
}

/** One remote in the registry (ARCHITECTURE.md "Remote registry and releases"). */
export interface RegistryRemote extends RemoteRuntime {
  version: string;
  /** URL of the release's mf-manifest.json. */
  entry: string;
  canary?: RegistryCanary;
}

export interface Registry {
  remotes: Record<string, RegistryRemote>;
}

/** The runtime field names, in the order the release tool writes them. */
export const RUNTIME_FIELDS = [
  'routes',
  'protected',
  'public',
  'redirects',
  'links',
  'menu',
  'highlight',
  'headerMenu',
  'tabs',
  'titles',
  'ownHeader',
  'lotteryPages',
] as const satisfies ReadonlyArray<keyof RemoteRuntime>;
