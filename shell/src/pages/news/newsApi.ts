import { http } from '@cp/shared/api';
import type { HttpClient } from '@cp/shared/api';
import type { NewsItem, NewsPage } from '@cp/shared/domain';

/** The announcements and news the operators publish (API.md "News"). */
export interface NewsApi {
  /** GET /v1/cp168/wap/news?page&size: pinned first, then newest first. */
  list(page: number, size: number): Promise<NewsPage>;
  /** GET /v1/cp168/wap/news/{id}: rejects with code NEWS_NOT_FOUND for an item not published. */
  item(id: string): Promise<NewsItem>;
}

export const newsApi = (client: HttpClient = http): NewsApi => ({
  list: (page, size) => client.get<NewsPage>('/v1/cp168/wap/news', { page, size }),
  item: (id) => client.get<NewsItem>(`/v1/cp168/wap/news/${encodeURIComponent(id)}`),
});
