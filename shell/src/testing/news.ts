import { ApiError } from '@cp/shared/api';
import type { NewsItem, NewsSummary } from '@cp/shared/domain';
import type { NewsApi } from '../pages/news/newsApi';

/** A news summary as the server lists it. */
export const summary = (id: number, extra: Partial<NewsSummary> = {}): NewsSummary => ({
  id,
  kind: 'news',
  title: `资讯 ${id}`,
  summary: `摘要 ${id}`,
  pinned: false,
  publishedAt: '2026-11-21T09:30:00.000+08:00',
  ...extra,
});

/** A news API over `all` items (in list order), answering pages as the server does. */
export function fakeNewsApi(all: NewsSummary[]): NewsApi & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    list: jest.fn(async (page: number, size: number) => {
      calls.push(`list:${page}:${size}`);
      return { list: all.slice((page - 1) * size, page * size), total: all.length, page, size };
    }),
    item: jest.fn(async (id: string) => {
      calls.push(`item:${id}`);
      const found = all.find((n) => String(n.id) === id);
      if (!found) throw new ApiError('api', 'NEWS_NOT_FOUND', '该资讯不存在或尚未发布', 404);
      return { ...found, body: '正文', updatedAt: found.publishedAt } satisfies NewsItem;
    }),
  };
}
