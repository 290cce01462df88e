import fs from 'node:fs';
import path from 'node:path';
import { isKnownPage } from '@cp/shared/domain';
import type { Catalogue } from '../lotteries/catalogue';
import type { RegistryStore } from '../registry/store';
import type { SeoService } from '../seo/service';
import type { SiteService } from '../site/service';

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
    private readonly deps: { registry: RegistryStore; seo: SeoService; site: SiteService; catalogue: Catalogue },
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

  async render(pagePath: string): Promise<RenderedPage> {
    const registry = this.deps.registry.read();
    const known = isKnownPage(
      pagePath,
      Object.values(registry.remotes).flatMap((r) => r.routes),
    );
    const [seo, site] = await Promise.all([this.deps.seo.page(pagePath), this.deps.site.info().catch(() => null)]);
    const siteName = site?.siteName ?? '';
    const lottery = pagePath
      .split('/')
      .map((seg) => this.deps.catalogue.find(seg))
      .find(Boolean);
    const title = known
      ? [lottery?.name, seo.titleSuffix, siteName].filter(Boolean).join(' ')
      : ['404', siteName].filter(Boolean).join(' | ');
    const boot = { registry, siteInfo: site };
    const html = this.readTemplate()
      .replace('{{title}}', escapeHtml(title))
      .replace('{{keywords}}', escapeHtml(seo.metaKeyword))
      .replace('{{description}}', escapeHtml(seo.metaDescription))
      .replace('{{boot}}', safeJson(boot));
    return { status: known ? 200 : 404, html };
  }
}
