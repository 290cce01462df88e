import type { Db } from '../../db/types';

export interface SeoPage {
  routing: string;
  titleSuffix: string;
  metaKeyword: string;
  metaDescription: string;
}

/**
 * SEO data by route: the longest configured prefix of the path wins; a mobile path falls back
 * to its desktop twin (/m/changltx → /changltx).
 */
export class SeoService {
  private pages: Map<string, SeoPage> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  private async all(): Promise<Map<string, SeoPage>> {
    if (this.pages && Date.now() - this.loadedAt < this.ttlMs) return this.pages;
    const r = await this.db.query<{
      routing: string;
      title_suffix: string;
      meta_keyword: string;
      meta_description: string;
    }>('SELECT routing, title_suffix, meta_keyword, meta_description FROM seo_pages');
    this.pages = new Map(
      r.rows.map((p) => [
        p.routing,
        {
          routing: p.routing,
          titleSuffix: p.title_suffix,
          metaKeyword: p.meta_keyword,
          metaDescription: p.meta_description,
        },
      ]),
    );
    this.loadedAt = Date.now();
    return this.pages;
  }

  async page(routing: string): Promise<SeoPage> {
    const pages = await this.all();
    const path = normalise(routing);
    const mobile = path === '/m' || path.startsWith('/m/');
    // The path itself, then for a mobile path its desktop twin; longest prefix wins; the home
    // pages ('/' and '/m') only answer for themselves or as the last resort.
    const candidates = mobile ? [path, path.slice(2) || '/'] : [path];
    for (const c of candidates) {
      for (let p = c; p !== '/' && p !== '/m' && p !== ''; p = p.slice(0, p.lastIndexOf('/'))) {
        const hit = pages.get(p);
        if (hit) return hit;
      }
    }
    return pages.get(mobile ? '/m' : '/') ?? { routing: '/', titleSuffix: '', metaKeyword: '', metaDescription: '' };
  }
}

function normalise(routing: string): string {
  const path = routing.split(/[?#]/)[0].replace(/\/+$/, '');
  return path.startsWith('/') ? path || '/' : `/${path}`;
}
