import type { NewsDraft, NewsKind } from './types';

/** Limits of a news item, counted in characters (a Chinese character is one). */
export const NEWS_LIMITS = { title: 60, summary: 200, body: 20000 } as const;

export const NEWS_KINDS: readonly NewsKind[] = ['notice', 'news'];

/** Summary length taken from the body when the operator gives none. */
export const AUTO_SUMMARY_LENGTH = 80;

const chars = (s: string) => [...s].length;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Publication times the site accepts: 2000-01-01 to 2100-01-01. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** The summary lists show: the first paragraph's text, whitespace collapsed, cut with an ellipsis. */
export function autoSummary(body: string, length = AUTO_SUMMARY_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const glyphs = [...text];
  return glyphs.length <= length ? text : `${glyphs.slice(0, length).join('')}…`;
}

/** The body's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function newsParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export type NewsInputCheck = { ok: true; draft: NewsDraft } | { ok: false; errors: string[] };

/**
 * Checks what an operator sent to publish or change a news item and completes it: title and
 * body required (trimmed, within NEWS_LIMITS), summary optional (default: the start of the
 * body), kind `notice` or `news` (default `news`), pinned a boolean (default false), publishedAt
 * an ISO 8601 time with an offset between 2000 and 2100 (default: null, i.e. now). Every problem
 * is named, in Chinese, so the operator can fix them all at once.
 */
export function checkNewsInput(raw: unknown): NewsInputCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, errors: ['请求体应为一个对象，包含标题（title）和正文（body）'] };
  const r = raw as Record<string, unknown>;
  const errors: string[] = [];
  const known = new Set(['kind', 'title', 'summary', 'body', 'pinned', 'publishedAt']);
  const unknown = Object.keys(r).filter((k) => !known.has(k));
  if (unknown.length) errors.push(`不认识的字段：${unknown.join('、')}`);

  const text = (key: string, label: string, max: number, required: boolean): string => {
    const v = r[key];
    if (v === undefined || v === null) {
      if (required) errors.push(`${label}不能为空`);
      return '';
    }
    if (typeof v !== 'string') {
      errors.push(`${label}应为文字`);
      return '';
    }
    const t = v.trim();
    if (required && t === '') errors.push(`${label}不能为空`);
    else if (chars(t) > max) errors.push(`${label}不能超过 ${max} 个字（现有 ${chars(t)} 个）`);
    return t;
  };
  const title = text('title', '标题', NEWS_LIMITS.title, true);
  if (/[\r\n]/.test(title)) errors.push('标题不能换行');
  const body = text('body', '正文', NEWS_LIMITS.body, true);
  const summary = text('summary', '摘要', NEWS_LIMITS.summary, false);

  let kind: NewsKind = 'news';
  if (r.kind !== undefined) {
    if (NEWS_KINDS.includes(r.kind as NewsKind)) kind = r.kind as NewsKind;
    else errors.push('类型只能是 notice（公告）或 news（资讯）');
  }
  let pinned = false;
  if (r.pinned !== undefined) {
    if (typeof r.pinned === 'boolean') pinned = r.pinned;
    else errors.push('置顶（pinned）只能是 true 或 false');
  }
  let publishedAt: number | null = null;
  if (r.publishedAt !== undefined && r.publishedAt !== null) {
    const v = r.publishedAt;
    const ms = typeof v === 'string' && ISO_WITH_OFFSET.test(v) ? Date.parse(v) : NaN;
    if (!Number.isFinite(ms)) errors.push('发布时间应为带时区的时间，例如 2026-11-21T09:30:00+08:00');
    else if (ms < EARLIEST || ms >= LATEST) errors.push('发布时间应在 2000 年至 2100 年之间');
    else publishedAt = ms;
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, draft: { kind, title, summary: summary || autoSummary(body), body, pinned, publishedAt } };
}
