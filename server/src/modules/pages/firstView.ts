import fs from 'node:fs';
import path from 'node:path';
import Module, { createRequire } from 'node:module';
import vm from 'node:vm';
import type { Registry, SiteInfo } from '@cp/shared/domain';

/**
 * What the shell's server bundle renders (shell/src/firstView, built by shell/webpack.ssr.js into
 * shell/dist/server/: hashed files and manifest.json naming the entry).
 */
export interface FirstView {
  html: string;
  styles: string;
  prefetched: Record<string, unknown>;
  /** When it was drawn (epoch ms). */
  now: number;
  /** The remote route module rendered whole, if any (the browser prepares it too). */
  remote?: { id: string; prefix: string } | null;
  /**
   * The newest draw event of the push stream when the render began (set here, not by the shell's
   * bundle): the page's stream starts after it, so a draw made after the render — the view may be
   * served for up to FIRST_VIEW_STALE_MS — is replayed to the page rather than left to its poll.
   */
  liveEventId?: string;
}

type InjectGet = (pathAndQuery: string) => Promise<{ statusCode: number; body: string }>;

/** A remote's server bundle (shared/src/mf/remoteServerEntry.js): opaque here, the shell's render reads it. */
type RemoteBundle = Record<string, unknown>;

interface RenderModule {
  renderFirstView(input: {
    path: string;
    registry: Registry;
    siteInfo: SiteInfo | null;
    inject: InjectGet;
    remoteBundle?: (name: string, version: string) => RemoteBundle | null;
  }): Promise<FirstView>;
  /** The shell's federated singletons, handed to the remotes' bundles (older shell builds: none). */
  singletons?: Record<string, unknown>;
}

export interface FirstViewInput {
  registry: Registry;
  siteInfo: SiteInfo | null;
  /**
   * False when the request has a query string: a remote's page may read it (the gallery's
   * `?c=&p=`), so its content is left to the browser and the view is kept apart (key `path?`).
   */
  remoteContent?: boolean;
}

interface Entry {
  at: number;
  view: FirstView | null;
  pending: Promise<FirstView | null> | null;
  input: FirstViewInput;
}

interface LoadedShell {
  entry: string | null;
  render: RenderModule | null;
  /** The remotes' server bundles loaded against this shell bundle, by `name@version`. */
  remotes: Map<string, RemoteBundle | null>;
}

const SAFE_SEGMENT = /^[\w.-]+$/;
const SAFE_ENTRY = /^[\w.-]+\.cjs$/;

/** The entry file named by a server bundle's manifest.json, or null. */
function entryOf(dir: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { render?: unknown };
    if (typeof manifest.render === 'string' && SAFE_ENTRY.test(manifest.render)) return manifest.render;
  } catch {
    // no server bundle: an older build
  }
  return null;
}

/**
 * Loads a remote's server bundle as Node loads a CommonJS file, except for what it requires:
 * the shell's singletons (@cp/shared/stores, api, mf) come from the shell's bundle — the
 * federation's rule on the server too — and packages resolve from the shell's folder (a
 * release lives in RELEASES_DIR, which has no node_modules).
 */
function loadRemoteBundle(file: string, singletons: Record<string, unknown>, base: NodeJS.Require): RemoteBundle {
  const wrapper = vm.runInThisContext(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file }) as (
    ...args: unknown[]
  ) => void;
  const module = { exports: {} as RemoteBundle };
  const require = (id: string): unknown => (Object.hasOwn(singletons, id) ? singletons[id] : base(id));
  wrapper.call(module.exports, module.exports, require, module, file, path.dirname(file));
  return module.exports;
}

/** Whether two registries name the same release of every remote (a view of one serves the other). */
function sameReleases(a: Registry, b: Registry): boolean {
  if (a === b) return true;
  const releases = (r: Registry) =>
    Object.entries(r.remotes)
      .map(([name, remote]) => `${name}@${remote.version}`)
      .sort()
      .join(',');
  return releases(a) === releases(b);
}

/** The key a page's view is kept under: its path, `path?` when a query leaves the remote out. */
export const firstViewKey = (pagePath: string, remoteContent = true): string =>
  remoteContent ? pagePath : `${pagePath}?`;

/** A first view younger than this is served as it is. */
export const FIRST_VIEW_FRESH_MS = 2_000;
/**
 * An older one, up to this age, is served while a new one renders; older ones are rendered
 * first. Draws reach the page live anyway; what else a view shows (news) is at most this old on
 * another node (this node drops its views when an operator changes the news: invalidate()).
 */
export const FIRST_VIEW_STALE_MS = 10_000;
/** Pages kept (least recently rendered ones go first). */
export const FIRST_VIEW_PAGES = 300;
/** A render that takes longer is given up: the page goes out without its first view. */
export const FIRST_VIEW_TIMEOUT_MS = 1_500;

/**
 * The first views of the pages (issue 19): the shell's own server rendering, loaded from the
 * shell's build, run over the API in-process, and kept per page path for a few seconds — a page
 * is rendered at most once per FIRST_VIEW_FRESH_MS however many visitors ask, and a visitor
 * never waits for a render while a recent one exists (stale while revalidate). Without the
 * server bundle (an older build) or when a render fails, pages go out as before: the browser
 * renders everything.
 */
export class FirstViews {
  private module: LoadedShell | undefined;
  private checkedAt = 0;
  private readonly entries = new Map<string, Entry>();
  renders = 0;
  failures = 0;

  constructor(
    private readonly shellDir: string,
    private readonly deps: {
      inject: InjectGet;
      /** Where the remotes' releases are (their server bundles: <name>/<version>/server/). */
      releasesDir?: string;
      log: { warn(obj: unknown, msg?: string): void };
      now?: () => number;
      /** The newest event id of the draw push stream (0 before it has started: none is given). */
      liveEventId?: () => number;
    },
  ) {}

  /**
   * The shell's server bundle, loaded again when a new shell build names a new entry (checked at
   * most once a second): the first views always match the browser code the page loads.
   */
  private load(): RenderModule | null {
    const now = (this.deps.now ?? Date.now)();
    if (this.module && now - this.checkedAt < 1000) return this.module.render;
    this.checkedAt = now;
    const dir = path.join(this.shellDir, 'server');
    const entry = entryOf(dir);
    if (this.module && this.module.entry === entry) return this.module.render;
    let render: RenderModule | null = null;
    if (entry) {
      const file = path.join(dir, entry);
      try {
        render = createRequire(file)(file) as RenderModule;
      } catch (err) {
        this.deps.log.warn({ err }, 'first view: the shell server bundle does not load');
      }
    }
    this.module = { entry, render, remotes: new Map() };
    this.entries.clear();
    return render;
  }

  /**
   * The server bundle of a remote's release, loaded once per shell bundle; null when the
   * release has none (built before remotes had one) or it does not load.
   */
  private remoteBundle(name: string, version: string): RemoteBundle | null {
    const shell = this.module;
    const releasesDir = this.deps.releasesDir;
    if (!shell?.render?.singletons || !shell.entry || !releasesDir) return null;
    if (!SAFE_SEGMENT.test(name) || !SAFE_SEGMENT.test(version)) return null;
    const key = `${name}@${version}`;
    if (shell.remotes.has(key)) return shell.remotes.get(key) ?? null;
    const dir = path.join(releasesDir, name, version, 'server');
    const entry = entryOf(dir);
    let bundle: RemoteBundle | null = null;
    if (entry) {
      try {
        const base = createRequire(path.join(this.shellDir, 'server', shell.entry));
        bundle = loadRemoteBundle(path.join(dir, entry), shell.render.singletons, base);
      } catch (err) {
        this.deps.log.warn({ err, remote: key }, 'first view: a remote server bundle does not load');
      }
    }
    shell.remotes.set(key, bundle);
    return bundle;
  }

  /** Forgets every view: the next visitor of each page gets a new one. */
  invalidate(): void {
    this.entries.clear();
  }

  /**
   * The page's view if one can be served without waiting: a fresh one, or a stale one (a new one
   * then renders behind it); null otherwise (get() renders it).
   */
  peek(pagePath: string, remoteContent = true): FirstView | null {
    const mod = this.load();
    const entry = this.entries.get(firstViewKey(pagePath, remoteContent));
    if (!mod || !entry?.view) return null;
    const age = (this.deps.now ?? Date.now)() - entry.at;
    if (age < FIRST_VIEW_FRESH_MS) return entry.view;
    if (age >= FIRST_VIEW_STALE_MS) return null;
    void this.refresh(mod, pagePath, entry.input);
    return entry.view;
  }

  /**
   * The first view of a page, or null (no server bundle, or its render failed or timed out). A
   * view of another registry (a remote released or rolled back since) is not served.
   */
  async get(pagePath: string, input: FirstViewInput): Promise<FirstView | null> {
    const mod = this.load();
    if (!mod) return null;
    const now = (this.deps.now ?? Date.now)();
    const entry = this.entries.get(firstViewKey(pagePath, input.remoteContent));
    const current = entry?.view && sameReleases(entry.input.registry, input.registry) ? entry.view : null;
    if (entry && current && now - entry.at < FIRST_VIEW_FRESH_MS) return current;
    if (entry && current && now - entry.at < FIRST_VIEW_STALE_MS) {
      void this.refresh(mod, pagePath, input);
      return current;
    }
    return this.refresh(mod, pagePath, input);
  }

  private refresh(mod: RenderModule, pagePath: string, input: FirstViewInput): Promise<FirstView | null> {
    const key = firstViewKey(pagePath, input.remoteContent);
    const entry = this.entries.get(key) ?? { at: 0, view: null, pending: null, input };
    entry.input = input;
    if (entry.pending) return entry.pending;
    const started = (this.deps.now ?? Date.now)();
    // Read before the render reads any draw: every draw after it may be missing from the view.
    const liveHead = this.deps.liveEventId?.() ?? 0;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_VIEW_TIMEOUT_MS);
    });
    const render = mod.renderFirstView({
      path: pagePath,
      inject: this.deps.inject,
      registry: input.registry,
      siteInfo: input.siteInfo,
      ...(input.remoteContent === false ? {} : { remoteBundle: (name, version) => this.remoteBundle(name, version) }),
    });
    entry.pending = Promise.race([render, timeout])
      .then((view) => {
        this.renders += 1;
        if (view) {
          entry.view = liveHead > 0 ? { ...view, liveEventId: String(liveHead) } : view;
          entry.at = started;
        } else this.failures += 1;
        return entry.view;
      })
      .catch((err: unknown) => {
        this.failures += 1;
        this.deps.log.warn({ err, page: pagePath }, 'first view: render failed');
        return entry.view;
      })
      .finally(() => {
        clearTimeout(timer);
        entry.pending = null;
      });
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > FIRST_VIEW_PAGES) this.entries.delete(this.entries.keys().next().value as string);
    return entry.pending;
  }
}
