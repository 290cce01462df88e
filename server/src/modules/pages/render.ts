import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  contractRedirect,
  isKnownPage,
  lotteryGroupRedirect,
  isMobilePath,
  lotteryCodeOf,
  pathParams,
  SHELL_LOTTERY_PAGES,
} from '@cp/shared/domain';
import type { RegistryRemote } from '@cp/shared/domain';
import type { Catalogue } from '../lotteries/catalogue';
import type { NewsService } from '../news/service';
import type { RegistryStore } from '../registry/store';
import type { SeoService } from '../seo/service';
import type { SiteService } from '../site/service';
import type { Registry } from '@cp/shared/domain';
import { keepBytes } from './compressPage';
import type { KeptBytes } from './compressPage';
import { firstViewKey } from './firstView';
import type { FirstView, FirstViews } from './firstView';

/** Pages kept with their first view (the least recently made go first). */
const KEPT_PAGES = 300;

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
  /** The registry document the page was made with (its boot document; the policy's origins). */
  registry: Registry;
  /**
   * A page with its server-rendered first view, the same for every visitor while the view is
   * current: `html` and its bytes end before the per-request tail (routes.ts adds the style
   * nonce and the send time, then `</body></html>`); its <style> elements are allowed by hash.
   */
  kept?: KeptBytes & { styleHashes: string[] };
}

/**
 * Renders the shell's index.html for a page path: title, keywords and description from the
 * SEO data (so crawlers see them without JavaScript), and the boot document — the remote
 * registry and the site info — inlined so the shell needs no extra round trip to start.
 */
export class PageRenderer {
  private readonly templateFile: string;
  private template: { mtimeMs: number; text: string } | null = null;
  private readonly kept = new Map<
    string,
    { view: FirstView; registry: Registry; template: string; page: RenderedPage }
  >();

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
  ) {
    this.templateFile = path.join(shellDir, 'index.html');
  }

  private remotePreloads(pagePath: string, registry: Registry): string {
    return remotePreloadLinks(pagePath, registry, this.deps.registry.releasesDir);
  }

  /** The shell's index.html, read again when it changes; null while there is none (not built). */
  private readTemplate(): string | null {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(this.templateFile).mtimeMs;
    } catch {
      return null;
    }
    if (!this.template || this.template.mtimeMs !== mtimeMs)
      this.template = { mtimeMs, text: fs.readFileSync(this.templateFile, 'utf8') };
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

  /**
   * `query`: the request had a query string — a remote's page may read it, so its content is
   * left to the browser (firstView.ts, remoteContent) and the page is kept apart. `{ redirect }`
   * when the active releases' contracts send the path elsewhere (their `redirects`), or it is the
   * mobile lottery hall with a group it does not have (lotteryGroupRedirect); null when
   * the shell is not built (no index.html). The registry is read once for both.
   */
  async render(
    pagePath: string,
    { query = false }: { query?: boolean } = {},
  ): Promise<RenderedPage | { redirect: string } | null> {
    const registry = this.deps.registry.read();
    const redirect = contractRedirect(pagePath, Object.values(registry.remotes)) ?? lotteryGroupRedirect(pagePath);
    if (redirect) return { redirect };
    const template = this.readTemplate();
    if (template === null) return null;
    const remoteContent = !query;
    const key = firstViewKey(pagePath, remoteContent);
    // A page made with the current first view of the path (and the same registry and build) goes
    // out as it is: no lookups, no rendering, no compression.
    const kept = this.kept.get(key);
    if (
      kept &&
      kept.registry === registry &&
      kept.template === template &&
      this.deps.firstViews?.peek(pagePath, remoteContent) === kept.view
    )
      return kept.page;
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
      known && this.deps.firstViews
        ? await this.deps.firstViews.get(pagePath, { registry, siteInfo: site, remoteContent })
        : null;
    const boot = view
      ? {
          registry,
          siteInfo: site,
          firstView: {
            path: pagePath,
            now: view.now,
            prefetched: view.prefetched,
            remote: view.remote ?? null,
            ...(view.liveEventId ? { liveEventId: view.liveEventId } : {}),
          },
        }
      : { registry, siteInfo: site };
    // Function replacements: '$' in the content is not a replacement pattern.
    const html = template
      .replace('{{title}}', () => escapeHtml(title))
      .replace('{{keywords}}', () => escapeHtml(seo.metaKeyword))
      .replace('{{description}}', () => escapeHtml(seo.metaDescription))
      .replace('{{boot}}', () => safeJson(boot))
      .replace('{{firstView}}', () => view?.html ?? '');
    if (!view) return { status: known ? 200 : 404, html, registry };
    // The styles (and a remote's scripts to fetch at once) go into the head; the page stops
    // before </body>, where routes.ts adds its tail.
    const end = html.lastIndexOf('</body>');
    const head = view.styles + this.remotePreloads(pagePath, registry);
    const body = html.slice(0, end < 0 ? html.length : end).replace('</head>', () => `${head}</head>`);
    const page: RenderedPage = {
      status: 200,
      html: body,
      registry,
      // Styles in the markup too (a remote's own empty <style>, filled later under the nonce).
      kept: { ...keepBytes(body), styleHashes: styleHashes(view.styles + view.html) },
    };
    this.kept.delete(key);
    this.kept.set(key, { view, registry, template, page });
    while (this.kept.size > KEPT_PAGES) this.kept.delete(this.kept.keys().next().value as string);
    return page;
  }
}

/** What a release's mf-manifest.json says of its entry and exposed modules (the part read here). */
interface ManifestFiles {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ name?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

const FILE_NAME = /^[\w.-]+\.js$/;

/**
 * The files a page of a remote needs first, for `<link rel="preload">`: its manifest, its entry
 * and the chunks of its route tree, read from the active release's mf-manifest.json. Without
 * them the browser learns of each only after the one before has arrived (the shell's scripts,
 * then the manifest, then the entry, then the chunks); with them all come at once. Only releases
 * the server itself hosts (/remotes/…); the canary, chosen in the browser, is not preloaded.
 */
export function remotePreloadLinks(
  pagePath: string,
  registry: Registry,
  releasesDir: string,
  read = readManifest,
): string {
  const remote = Object.values(registry.remotes).find((r) =>
    r.routes.some((prefix) => pagePath === prefix || pagePath.startsWith(`${prefix}/`)),
  );
  if (!remote || !remote.entry.startsWith('/remotes/') || !remote.entry.endsWith('/mf-manifest.json')) return '';
  const dir = remote.entry.slice(0, -'mf-manifest.json'.length);
  const manifest = read(path.join(releasesDir, decodeURIComponent(dir.slice('/remotes/'.length)), 'mf-manifest.json'));
  if (!manifest) return '';
  const module = isMobilePath(pagePath) ? 'mobile' : 'desktop';
  const entry = manifest.metaData?.remoteEntry?.name;
  const expose = manifest.exposes?.find((e) => e.name === module);
  const chunks = Array.isArray(expose?.assets?.js?.sync) ? expose.assets.js.sync : [];
  const scripts = [entry, ...chunks].filter((f): f is string => typeof f === 'string' && FILE_NAME.test(f));
  return (
    `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(remote.entry)}">` +
    scripts.map((f) => `<link rel="preload" as="script" href="${escapeHtml(dir + f)}">`).join('')
  );
}

const manifests = new Map<string, { mtimeMs: number; manifest: ManifestFiles | null }>();

/** A release's manifest, re-read when it changes; null when it is missing or unreadable. */
function readManifest(file: string): ManifestFiles | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = manifests.get(file);
  if (known?.mtimeMs === mtimeMs) return known.manifest;
  let manifest: ManifestFiles | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ManifestFiles;
  } catch {
    // a release being written, or damaged: no preloads
  }
  manifests.set(file, { mtimeMs, manifest });
  return manifest;
}

/** The CSP hash source (sha256-…) of each <style> element's content. */
function styleHashes(styles: string): string[] {
  return [...styles.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    (m) => `sha256-${createHash('sha256').update(m[1]).digest('base64')}`,
  );
}
