import fs from 'node:fs';
import path from 'node:path';
import { isKnownPage, lotteryCodeOf, pathParams, SHELL_LOTTERY_PAGES } from '@cp/shared/domain';
import type { RegistryRemote } from '@cp/shared/domain';
import type { Catalogue } from '../lotteries/catalogue';
import type { NewsService } from '../news/service';
import type { RegistryStore } from '../registry/store';
import type { SeoService } from '../seo/service';
import type { SiteService } from '../site/service';
import type { FirstViews } from './firstView';

/** Where the page's style nonce goes in a first view's <style> elements (routes.ts fills it in). */
export const NONCE_SLOT = '__CP_STYLE_NONCE__';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** JSON that is safe inside <script type="application/json">: no "</script>" can close it. */
const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface RenderedPage {
  status: number;
  html: string;
  /** The first view's <style> elements for the head, their nonce as NONCE_SLOT. */
  styles?: string;
}

/**
 * Renders the shell's index.html for a page path: title, keywords and description from the
 * SEO data (so crawlers see them without JavaScript), and the boot document — the remote
 * registry and the site info — inlined so the shell needs no extra round trip to start.
 */
export class PageRenderer {
  private template: { mtimeMs: number; text: string } | null = null;

  constructor(
    private readonly shellDir: string,
    private readonly deps: {
      registry: RegistryStore;
      seo: SeoService;
      site: SiteService;
      catalogue: Catalogue;
      news: NewsService;
      /** The server-rendered first views (none in tests that do not build the shell). */
      firstViews?: FirstViews;
    },
  ) {}

  get available(): boolean {
    return fs.existsSync(path.join(this.shellDir, 'index.html'));
  }

  private readTemplate(): string {
    const file = path.join(this.shellDir, 'index.html');
    const stat = fs.statSync(file);
    if (!this.template || this.template.mtimeMs !== stat.mtimeMs)
      this.template = { mtimeMs: stat.mtimeMs, text: fs.readFileSync(file, 'utf8') };
    return this.template.text;
  }

  /**
   * True when a page owns `pagePath`: the shell or a remote's route prefix, and — for a page
   * about one lottery (the shell's and the remotes' `lotteryPages` patterns) — a lottery of the
   * catalogue.
   */
  private isPage(pagePath: string, remotes: readonly RegistryRemote[]): boolean {
    if (
      !isKnownPage(
        pagePath,
        remotes.flatMap((r) => r.routes),
      )
    )
      return false;
    const code = lotteryCodeOf(pagePath, [...SHELL_LOTTERY_PAGES, ...remotes.flatMap((r) => r.lotteryPages ?? [])]);
    return code === null || !!this.deps.catalogue.find(code);
  }

  /**
   * The title of a news item's page (/news/{id}, /m/news/{id}); null when no published item has
   * that id (the page is a 404); undefined for any other path.
   */
  private async newsTitle(pagePath: string): Promise<string | null | undefined> {
    const id = (pathParams('/news/:id', pagePath) ?? pathParams('/m/news/:id', pagePath))?.id;
    if (id === undefined) return undefined;
    return this.deps.news.item(id).then(
      (item) => item.title,
      () => null,
    );
  }

  async render(pagePath: string): Promise<RenderedPage> {
    const registry = this.deps.registry.read();
    const newsTitle = await this.newsTitle(pagePath);
    const known = newsTitle !== null && this.isPage(pagePath, Object.values(registry.remotes));
    const [seo, site] = await Promise.all([this.deps.seo.page(pagePath), this.deps.site.info().catch(() => null)]);
    const siteName = site?.siteName ?? '';
    const lottery = pagePath
      .split('/')
      .map((seg) => this.deps.catalogue.find(seg))
      .find(Boolean);
    const heading = newsTitle ? `${newsTitle} |` : [lottery?.name, seo.titleSuffix].filter(Boolean).join(' ');
    const title = known ? [heading, siteName].filter(Boolean).join(' ') : ['404', siteName].filter(Boolean).join(' | ');
    // Only pages that exist get a first view: a 404 path is never rendered nor kept.
    const view =
      known && this.deps.firstViews ? await this.deps.firstViews.get(pagePath, { registry, siteInfo: site }) : null;
    // sentAt: the browser sets its server clock from it (the recorded answers may be seconds old).
    const boot = view
      ? {
          registry,
          siteInfo: site,
          firstView: { path: pagePath, now: view.now, sentAt: Date.now(), prefetched: view.prefetched },
        }
      : { registry, siteInfo: site };
    // Function replacements: '$' in the content is not a replacement pattern.
    const html = this.readTemplate()
      .replace('{{title}}', () => escapeHtml(title))
      .replace('{{keywords}}', () => escapeHtml(seo.metaKeyword))
      .replace('{{description}}', () => escapeHtml(seo.metaDescription))
      .replace('{{boot}}', () => safeJson(boot))
      .replace('{{firstView}}', () => view?.html ?? '');
    if (!view) return { status: known ? 200 : 404, html };
    return { status: 200, html, styles: view.styles.replace(/<style /g, `<style nonce="${NONCE_SLOT}" `) };
  }
}
