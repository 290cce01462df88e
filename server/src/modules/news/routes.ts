import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import { NewsItemSchema, NewsPageSchema, newsIdParams, newsPaging } from './schemas';

/** GET …/news and …/news/{id} under /v1/cp168/apis and /v1/cp168/wap: what is published. */
export async function newsRoutes(app: FastifyInstance) {
  const { news } = app;
  for (const base of CP_BASES) {
    app.get<{ Querystring: { page: number; size: number } }>(
      `${base}/news`,
      {
        schema: {
          tags: ['site'],
          summary: '公告与资讯列表（已发布的；置顶在前，其余新到旧）',
          querystring: newsPaging,
          response: replies(NewsPageSchema),
        },
      },
      async (req) => ok(await news.list(req.query.page, req.query.size)),
    );
    app.get<{ Params: { id: string } }>(
      `${base}/news/:id`,
      {
        schema: {
          tags: ['site'],
          summary: '公告或资讯详情（未发布或不存在时 404 NEWS_NOT_FOUND）',
          params: newsIdParams,
          response: replies(NewsItemSchema),
        },
      },
      async (req) => ok(await news.item(req.params.id)),
    );
  }
}
