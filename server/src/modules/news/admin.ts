import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import {
  NewsDeletedSchema,
  NewsInputSchema,
  NewsItemSchema,
  NewsPageSchema,
  newsIdParams,
  newsPaging,
} from './schemas';

/**
 * The operator routes of the news (bearer ADMIN_KEY): list and read everything (scheduled items
 * too), publish, replace, delete. The body is checked by checkNewsInput (@cp/shared/domain),
 * which names every problem in Chinese; the schema documents it, so the route's own validator
 * leaves the body alone.
 */
export async function newsAdminRoutes(app: FastifyInstance) {
  const { news } = app;
  const admin = {
    preHandler: app.requireAdmin,
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    bodyLimit: 256 * 1024,
  };
  const security = [{ operatorKey: [] }];
  const bodyChecked = { validatorCompiler: () => () => true };

  app.get<{ Querystring: { page: number; size: number } }>(
    '/v1/admin/news',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: '全部公告与资讯（含定时发布的）',
        querystring: newsPaging,
        response: replies(NewsPageSchema),
      },
    },
    async (req) => ok(await news.list(req.query.page, req.query.size, true)),
  );
  app.get<{ Params: { id: string } }>(
    '/v1/admin/news/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: '一条公告或资讯（含定时发布的）',
        params: newsIdParams,
        response: replies(NewsItemSchema),
      },
    },
    async (req) => ok(await news.item(req.params.id, true)),
  );
  app.post<{ Body: unknown }>(
    '/v1/admin/news',
    {
      ...admin,
      ...bodyChecked,
      schema: {
        tags: ['admin'],
        security,
        summary: '发布公告或资讯',
        body: NewsInputSchema,
        response: replies(NewsItemSchema),
      },
    },
    async (req) => ok(await news.create(req.body)),
  );
  app.put<{ Params: { id: string }; Body: unknown }>(
    '/v1/admin/news/:id',
    {
      ...admin,
      ...bodyChecked,
      schema: {
        tags: ['admin'],
        security,
        summary: '修改公告或资讯（整条替换；不带 publishedAt 时保持原发布时间）',
        params: newsIdParams,
        body: NewsInputSchema,
        response: replies(NewsItemSchema),
      },
    },
    async (req) => ok(await news.update(req.params.id, req.body)),
  );
  app.delete<{ Params: { id: string } }>(
    '/v1/admin/news/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        security,
        summary: '删除公告或资讯',
        params: newsIdParams,
        response: replies(NewsDeletedSchema),
      },
    },
    async (req) => ok(await news.remove(req.params.id)),
  );
}
