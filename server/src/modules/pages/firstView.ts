import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
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
}

type InjectGet = (pathAndQuery: string) => Promise<{ statusCode: number; body: string }>;

interface RenderModule {
  renderFirstView(input: {
    path: string;
    registry: Registry;
    siteInfo: SiteInfo | null;
    inject: InjectGet;
  }): Promise<FirstView>;
}

interface Entry {
  at: number;
  view: FirstView | null;
  pending: Promise<FirstView | null> | null;
  input: { registry: Registry; siteInfo: SiteInfo | null };
}

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
  private module: { entry: string | null; render: RenderModule | null } | undefined;
  private checkedAt = 0;
  private readonly entries = new Map<string, Entry>();
  renders = 0;
  failures = 0;

  constructor(
    private readonly shellDir: string,
    private readonly deps: {
      inject: InjectGet;
      log: { warn(obj: unknown, msg?: string): void };
      now?: () => number;
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
    let entry: string | null = null;
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { render?: unknown };
      if (typeof manifest.render === 'string' && /^[\w.-]+\.cjs$/.test(manifest.render)) entry = manifest.render;
    } catch {
      // no server bundle: an older shell build
    }
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
    this.module = { entry, render };
    this.entries.clear();
    return render;
  }

  /** Forgets every view: the next visitor of each page gets a new one. */
  invalidate(): void {
    this.entries.clear();
  }

  /**
   * The page's view if one can be served without waiting: a fresh one, or a stale one (a new one
   * then renders behind it); null otherwise (get() renders it).
   */
  peek(pagePath: string): FirstView | null {
    const mod = this.load();
    const entry = this.entries.get(pagePath);
    if (!mod || !entry?.view) return null;
    const age = (this.deps.now ?? Date.now)() - entry.at;
    if (age < FIRST_VIEW_FRESH_MS) return entry.view;
    if (age >= FIRST_VIEW_STALE_MS) return null;
    void this.refresh(mod, pagePath, entry.input);
    return entry.view;
  }

  /** The first view of a page, or null (no server bundle, or its render failed or timed out). */
  async get(pagePath: string, input: { registry: Registry; siteInfo: SiteInfo | null }): Promise<FirstView | null> {
    const mod = this.load();
    if (!mod) return null;
    const now = (this.deps.now ?? Date.now)();
    const entry = this.entries.get(pagePath);
    if (entry && entry.view && now - entry.at < FIRST_VIEW_FRESH_MS) return entry.view;
    if (entry && entry.view && now - entry.at < FIRST_VIEW_STALE_MS) {
      void this.refresh(mod, pagePath, input);
      return entry.view;
    }
    return this.refresh(mod, pagePath, input);
  }

  private refresh(
    mod: RenderModule,
    pagePath: string,
    input: { registry: Registry; siteInfo: SiteInfo | null },
  ): Promise<FirstView | null> {
    const entry = this.entries.get(pagePath) ?? { at: 0, view: null, pending: null, input };
    entry.input = input;
    if (entry.pending) return entry.pending;
    const started = (this.deps.now ?? Date.now)();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FIRST_VIEW_TIMEOUT_MS);
    });
    entry.pending = Promise.race([mod.renderFirstView({ path: pagePath, inject: this.deps.inject, ...input }), timeout])
      .then((view) => {
        this.renders += 1;
        if (view) {
          entry.view = view;
          entry.at = started;
        } else this.failures += 1;
        return view ?? entry.view;
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
    this.entries.delete(pagePath);
    this.entries.set(pagePath, entry);
    while (this.entries.size > FIRST_VIEW_PAGES) this.entries.delete(this.entries.keys().next().value as string);
    return entry.pending;
  }
}
