/** Wire types of the announcements and news (资讯) the operators publish (API.md, "News"). */

/** 公告 (a notice of the site) or 资讯 (an article). */
export type NewsKind = 'notice' | 'news';

/** A news item as lists show it. */
export interface NewsSummary {
  id: number;
  kind: NewsKind;
  title: string;
  /** A line or two under the title: the operator's, or the start of the body. */
  summary: string;
  /** Pinned items come first. */
  pinned: boolean;
  /** ISO 8601, +08:00. An item is shown from this time on. */
  publishedAt: string;
}

/** One news item with its text. */
export interface NewsItem extends NewsSummary {
  /** Plain text; a blank line separates paragraphs. */
  body: string;
  updatedAt: string;
}

/** GET …/news: one page of the published items, pinned first, then newest first. */
export interface NewsPage {
  list: NewsSummary[];
  total: number;
  page: number;
  size: number;
}

/** What an operator sends to publish or change an item (POST / PUT /v1/admin/news). */
export interface NewsInput {
  kind?: NewsKind;
  title: string;
  summary?: string;
  body: string;
  pinned?: boolean;
  /** ISO 8601 with an offset (`+08:00` or `Z`); default: now. A later time schedules the item. */
  publishedAt?: string;
}

/** A NewsInput checked and completed: every field present, texts trimmed, the time in epoch ms. */
export interface NewsDraft {
  kind: NewsKind;
  title: string;
  summary: string;
  body: string;
  pinned: boolean;
  publishedAt: number | null;
}
