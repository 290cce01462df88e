/**
 * Reading the remote registry in the browser (wire types: Registry in @cp/shared/domain). The
 * registry may hold entries published before remote contracts existed, or fields this shell
 * does not know yet: readRuntime() keeps what is well-formed and treats the rest as absent, so
 * no entry can crash the shell.
 */
import type {
  HeaderMenuEntry,
  MenuDropdown,
  MenuEntry,
  MenuLinkItem,
  Redirect,
  Registry,
  RemoteLink,
  TabEntry,
} from '@cp/shared/domain';

/** The runtime part of a contract with every field present (empty when the entry had none). */
export interface RuntimeContract {
  routes: string[];
  protected: string[];
  public: string[];
  redirects: Redirect[];
  links: Record<string, RemoteLink>;
  menu: MenuEntry[];
  highlight: Record<string, string[]>;
  headerMenu: HeaderMenuEntry[];
  tabs: TabEntry[];
  titles: Record<string, string>;
  ownHeader: string[];
  lotteryPages: string[];
}

/** A remote as this visitor gets it: the canary when the visitor's bucket falls inside it. */
export interface ChosenRemote extends RuntimeContract {
  name: string;
  version: string;
  entry: string;
  canary: boolean;
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter(isString) : []);
const list = <T>(v: unknown, read: (item: Raw) => T | null): T[] =>
  Array.isArray(v) ? v.flatMap((item) => (isObject(item) ? (read(item) ?? []) : [])) : [];
const record = <T>(v: unknown, read: (value: unknown) => T | null): Record<string, T> => {
  const out: Record<string, T> = {};
  if (isObject(v))
    for (const [key, value] of Object.entries(v)) {
      const item = read(value);
      if (item !== null) out[key] = item;
    }
  return out;
};
const optional = <K extends string>(key: K, value: unknown): Partial<Record<K, string[]>> => {
  const found = strings(value);
  return Array.isArray(value) ? ({ [key]: found } as Record<K, string[]>) : {};
};

const linkItem = (i: Raw): MenuLinkItem | null =>
  isString(i.label) && isString(i.path) ? { label: i.label, path: i.path } : null;

function dropdown(d: unknown): MenuDropdown | undefined {
  if (!isObject(d)) return undefined;
  if (d.type === 'links') {
    const items = list(d.items, linkItem);
    return items.length ? { type: 'links', items } : undefined;
  }
  if (d.type === 'lotteryTabs') {
    const tabs = list(d.tabs, (t) =>
      isString(t.label) && isString(t.kind) && isString(t.base) ? { label: t.label, kind: t.kind, base: t.base } : null,
    );
    return tabs.length ? { type: 'lotteryTabs', tabs } : undefined;
  }
  return undefined;
}

function menuEntry(m: Raw): MenuEntry | null {
  if (!isString(m.id) || !isString(m.label) || typeof m.order !== 'number') return null;
  const down = dropdown(m.dropdown);
  if (!isString(m.path) && !down) return null;
  return {
    id: m.id,
    label: m.label,
    order: m.order,
    ...(isString(m.path) ? { path: m.path } : {}),
    ...optional('match', m.match),
    ...(down ? { dropdown: down } : {}),
  };
}

function tabEntry(t: Raw): TabEntry | null {
  if (!isString(t.id) || !isString(t.label) || typeof t.order !== 'number') return null;
  const items = list(t.items, linkItem);
  if (!isString(t.path) && !items.length) return null;
  return {
    id: t.id,
    label: t.label,
    icon: isString(t.icon) ? t.icon : '',
    order: t.order,
    ...(isString(t.path) ? { path: t.path } : {}),
    ...optional('match', t.match),
    ...optional('root', t.root),
    ...(items.length ? { items } : {}),
  };
}

/** The runtime contract of a registry entry (or of its canary), tolerant of anything malformed. */
export function readRuntime(raw: unknown): RuntimeContract {
  const r = isObject(raw) ? raw : {};
  return {
    routes: strings(r.routes),
    protected: strings(r.protected),
    public: strings(r.public),
    redirects: list(r.redirects, (x) => (isString(x.from) && isString(x.to) ? { from: x.from, to: x.to } : null)),
    links: record(r.links, (v) => {
      if (!isObject(v)) return null;
      const link: RemoteLink = {
        ...(isString(v.desktop) ? { desktop: v.desktop } : {}),
        ...(isString(v.mobile) ? { mobile: v.mobile } : {}),
      };
      return link.desktop || link.mobile ? link : null;
    }),
    menu: list(r.menu, menuEntry),
    highlight: record(r.highlight, (v) => (Array.isArray(v) ? strings(v) : null)),
    headerMenu: list(r.headerMenu, (h) =>
      isString(h.label) && isString(h.path) && typeof h.order === 'number'
        ? { label: h.label, path: h.path, order: h.order }
        : null,
    ),
    tabs: list(r.tabs, tabEntry),
    titles: record(r.titles, (v) => (isString(v) ? v : null)),
    ownHeader: strings(r.ownHeader),
    lotteryPages: strings(r.lotteryPages),
  };
}

const BUCKET_KEY = 'cp.mf.bucket';

/** A sticky per-visitor number 0–99 that decides canary membership. */
export function visitorBucket(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  random: () => number = Math.random,
): number {
  const saved = Number(storage?.getItem(BUCKET_KEY));
  if (storage?.getItem(BUCKET_KEY) !== null && Number.isInteger(saved) && saved >= 0 && saved < 100) return saved;
  const bucket = Math.floor(random() * 100);
  try {
    storage?.setItem(BUCKET_KEY, String(bucket));
  } catch {
    // private mode: the bucket just isn't sticky
  }
  return bucket;
}

/**
 * Picks, for each remote, the active or the canary release for a visitor's bucket. A canary
 * that carries its own contract (published with one) brings it; an older one uses the active's.
 */
export function chooseRemotes(registry: Registry, bucket: number): ChosenRemote[] {
  const remotes = isObject(registry) && isObject(registry.remotes) ? registry.remotes : {};
  return Object.entries(remotes).flatMap(([name, r]) => {
    if (!isObject(r) || !isString(r.version) || !isString(r.entry)) return [];
    const c = isObject(r.canary) ? r.canary : null;
    const canary =
      !!c && isString(c.version) && isString(c.entry) && typeof c.percent === 'number' && bucket < c.percent;
    const runtime = readRuntime(canary && c && Array.isArray(c.routes) ? c : r);
    return [
      {
        name,
        version: canary && c ? (c.version as string) : r.version,
        entry: canary && c ? (c.entry as string) : r.entry,
        canary,
        ...runtime,
      },
    ];
  });
}

/** The registry inlined by the server as <script type="application/json" id="cp-boot">, if any. */
export function readBootDocument<T = { registry?: Registry; siteInfo?: unknown }>(doc: Document = document): T | null {
  const el = doc.getElementById('cp-boot');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as T;
  } catch {
    return null;
  }
}
