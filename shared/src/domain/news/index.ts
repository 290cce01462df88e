export { AUTO_SUMMARY_LENGTH, autoSummary, checkNewsInput, NEWS_KINDS, NEWS_LIMITS, newsParagraphs } from './input';
export type { NewsInputCheck } from './input';
export type { NewsDraft, NewsInput, NewsItem, NewsKind, NewsPage, NewsSummary } from './types';
