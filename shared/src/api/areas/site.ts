import type { SeoPage, SiteInfo } from '../../domain/wire';
import { http } from '../http';
import type { HttpClient } from '../http';

/** Site information and SEO data (the SiteStore and SeoStore). */
export interface SiteApi {
  /** GET /v1/cp168/wap/site/info: name, logo, banner, announcement, hot lotteries. */
  siteInfo(): Promise<SiteInfo>;
  /** GET /v1/apis/seo/page?routing: the SEO data of a route. */
  seoPage(routing: string): Promise<SeoPage>;
}

export const siteApi = (client: HttpClient = http): SiteApi => ({
  siteInfo: () => client.get<SiteInfo>('/v1/cp168/wap/site/info'),
  seoPage: (routing) => client.get<SeoPage>('/v1/apis/seo/page', { routing }),
});
