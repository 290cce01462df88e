import { makeAutoObservable } from 'mobx';
import { isApiError } from '@cp/shared/api';
import type { NewsItem, NewsSummary } from '@cp/shared/domain';
import { LatestRequest } from '@cp/shared/stores';
import { newsApi } from './newsApi';
import type { NewsApi } from './newsApi';

/** How many items the mobile home shows; the rest are on /m/news. */
export const HOME_NEWS_COUNT = 5;

/**
 * The news list (the mobile home's first few, or the news page with 加载更多): pages of `size`
 * appended in order; an item that moved between pages is not listed twice.
 */
export class NewsListStore {
  items: NewsSummary[] = [];
  total = 0;
  loaded = false;
  private page = 0;
  readonly request = new LatestRequest({ errorMessage: '资讯加载失败' });

  constructor(
    readonly size = 10,
    private readonly api: NewsApi = newsApi(),
  ) {
    makeAutoObservable<NewsListStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  get hasMore(): boolean {
    return this.loaded && this.items.length < this.total;
  }

  /** The first page (again). */
  async load(): Promise<void> {
    await this.request.run(
      () => this.api.list(1, this.size),
      (data) => {
        this.items = data.list;
        this.total = data.total;
        this.page = 1;
        this.loaded = true;
      },
    );
  }

  /** The next page, appended. */
  async more(): Promise<void> {
    if (!this.hasMore || this.request.loading) return;
    const next = this.page + 1;
    await this.request.run(
      () => this.api.list(next, this.size),
      (data) => {
        const seen = new Set(this.items.map((n) => n.id));
        this.items = [...this.items, ...data.list.filter((n) => !seen.has(n.id))];
        this.total = data.total;
        this.page = next;
      },
    );
  }
}

/** One news item (the detail page): loaded, missing (not published or no such id) or failed. */
export class NewsItemStore {
  item: NewsItem | null = null;
  missing = false;
  readonly request = new LatestRequest({ errorMessage: '资讯加载失败' });

  constructor(
    readonly id: string,
    private readonly api: NewsApi = newsApi(),
  ) {
    makeAutoObservable<NewsItemStore, 'api'>(this, { api: false, request: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    await this.request.run(
      async () => {
        try {
          return await this.api.item(this.id);
        } catch (err) {
          // Not published, or no such item: the page is a 404, not a failure to retry.
          if (isApiError(err) && err.httpStatus === 404) return null;
          throw err;
        }
      },
      (item) => {
        this.item = item;
        this.missing = item === null;
      },
    );
  }
}
