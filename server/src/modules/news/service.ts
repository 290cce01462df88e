import { checkNewsInput, formatBeijingIso } from '@cp/shared/domain';
import type { NewsItem, NewsPage, NewsSummary } from '@cp/shared/domain';
import { AppError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { NewsRepository, NewsRow } from './repository';

const summaryOf = (r: NewsRow): NewsSummary => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  summary: r.summary,
  pinned: r.pinned,
  publishedAt: formatBeijingIso(r.publishedAt),
});
const itemOf = (r: NewsRow): NewsItem => ({ ...summaryOf(r), body: r.body, updatedAt: formatBeijingIso(r.updatedAt) });

const notFound = () => new AppError(404, 'NEWS_NOT_FOUND', '该资讯不存在或尚未发布');

/** A positive integer id from a path segment, or null (then the item cannot exist). */
export function newsId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}

/**
 * Announcements and news: the public sees what is published (published_at reached, by the
 * injected clock), pinned first, then newest first; operators see and change everything.
 */
export class NewsService {
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly repo: NewsRepository,
    private readonly clock: Clock,
  ) {}

  /** Calls `listener` after each change an operator makes (the pages' first views show the news). */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  private changed<T>(result: T): T {
    for (const listener of this.listeners) listener();
    return result;
  }

  async list(page: number, size: number, all = false): Promise<NewsPage> {
    const { rows, total } = await this.repo.page(all ? null : this.clock.now(), (page - 1) * size, size);
    return { list: rows.map(summaryOf), total, page, size };
  }

  async item(rawId: string, all = false): Promise<NewsItem> {
    const id = newsId(rawId);
    const row = id === null ? null : await this.repo.get(id, all ? null : this.clock.now());
    if (!row) throw notFound();
    return itemOf(row);
  }

  async create(raw: unknown): Promise<NewsItem> {
    const now = this.clock.now();
    const draft = checked(raw);
    return this.changed(itemOf(await this.repo.insert({ ...draft, publishedAt: draft.publishedAt ?? now }, now)));
  }

  /** Replaces an item; without publishedAt it keeps its publication time. */
  async update(rawId: string, raw: unknown): Promise<NewsItem> {
    const id = newsId(rawId);
    const now = this.clock.now();
    const draft = checked(raw);
    const row = id === null ? null : await this.repo.update(id, draft, now);
    if (!row) throw notFound();
    return this.changed(itemOf(row));
  }

  async remove(rawId: string): Promise<{ id: number }> {
    const id = newsId(rawId);
    if (id === null || !(await this.repo.remove(id))) throw notFound();
    return this.changed({ id });
  }
}

function checked(raw: unknown) {
  const r = checkNewsInput(raw);
  if (!r.ok) throw new AppError(400, 'INVALID_NEWS', `资讯内容不正确：${r.errors.join('；')}`, { errors: r.errors });
  return r.draft;
}
