import { Type } from '@sinclair/typebox';
import { NEWS_LIMITS } from '@cp/shared/domain';
import { StringEnum } from '../../lib/envelope';

/** Schemas of the news routes (wire types: NewsSummary, NewsItem, NewsPage, NewsInput in @cp/shared/domain). */
const Kind = StringEnum(['notice', 'news'] as const, { description: 'notice 公告，news 资讯' });

export const NewsSummarySchema = Type.Object({
  id: Type.Integer(),
  kind: Kind,
  title: Type.String(),
  summary: Type.String({ description: '摘要（未填写时取正文开头）' }),
  pinned: Type.Boolean({ description: '置顶' }),
  publishedAt: Type.String({ description: '发布时间（ISO 8601，+08:00）' }),
});

export const NewsItemSchema = Type.Composite([
  NewsSummarySchema,
  Type.Object({
    body: Type.String({ description: '正文（纯文本，空行分段）' }),
    updatedAt: Type.String({ description: '最后修改时间' }),
  }),
]);

export const NewsPageSchema = Type.Object({
  list: Type.Array(NewsSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

export const NewsInputSchema = Type.Object(
  {
    kind: Type.Optional(Kind),
    title: Type.String({ description: `标题，1–${NEWS_LIMITS.title} 个字，不能换行` }),
    summary: Type.Optional(Type.String({ description: `摘要，最多 ${NEWS_LIMITS.summary} 个字；不填时取正文开头` })),
    body: Type.String({ description: `正文，1–${NEWS_LIMITS.body} 个字，纯文本，空行分段` }),
    pinned: Type.Optional(Type.Boolean({ description: '置顶，默认 false' })),
    publishedAt: Type.Optional(
      Type.String({
        description:
          '发布时间，带时区，例如 2026-11-21T09:30:00+08:00；默认为现在（修改时默认保持原发布时间）；晚于现在则定时发布',
      }),
    ),
  },
  { additionalProperties: false },
);

export const NewsDeletedSchema = Type.Object({ id: Type.Integer() });

export const newsPaging = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;

export const newsIdParams = {
  type: 'object',
  properties: { id: { type: 'string', maxLength: 20, description: '资讯编号' } },
  required: ['id'],
} as const;
