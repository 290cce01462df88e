import type { SiteInfo, SiteSetting } from '@cp/shared/domain';
import type { Db } from '../../db/types';

export type { SiteInfo, SiteSetting };

/** Site information from the site_settings table, cached briefly (it is read on every navigation). */
export class SiteService {
  private cached: { at: number; info: SiteInfo } | null = null;

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  async info(): Promise<SiteInfo> {
    const now = Date.now();
    if (this.cached && now - this.cached.at < this.ttlMs) return this.cached.info;
    const r = await this.db.query<{ key: string; value: unknown }>('SELECT key, value FROM site_settings');
    const v = Object.fromEntries(r.rows.map((row) => [row.key, row.value]));
    const info: SiteInfo = {
      siteName: String(v.siteName ?? ''),
      // A setting stored before the banner slider existed has no banners.
      siteSetting: {
        ...(v.siteSetting as SiteSetting),
        banners: (v.siteSetting as Partial<SiteSetting>)?.banners ?? [],
      },
      homePageLotteries: (v.homePageLotteries as SiteInfo['homePageLotteries']) ?? { hotLotteryTab: [] },
    };
    this.cached = { at: now, info };
    return info;
  }
}
