import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Registry, SiteInfo } from '@cp/shared/domain';

/** What the shell's server bundle (shell/dist/server/render.cjs, shell/src/firstView) renders. */
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
}

/** A first view younger than this is served as it is. */
export const FIRST_VIEW_FRESH_MS = 2_000;
/** An older one, up to this age, is served while a new one renders; older ones are rendered first. */
export const FIRST_VIEW_STALE_MS = 30_000;
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
  private module: RenderModule | null | undefined;
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

  private load(): RenderModule | null {
    if (this.module !== undefined) return this.module;
    const file = path.join(this.shellDir, 'server', 'render.cjs');
    this.module = null;
    if (fs.existsSync(file)) {
      try {
        this.module = createRequire(file)(file) as RenderModule;
      } catch (err) {
        this.deps.log.warn({ err }, 'first view: the shell server bundle does not load');
      }
    }
    return this.module;
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
    const entry = this.entries.get(pagePath) ?? { at: 0, view: null, pending: null };
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
