import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import { SeoPageSchema } from './schemas';

export async function seoRoutes(app: FastifyInstance) {
  const { seo } = app;
  app.get<{ Querystring: { routing: string } }>(
    '/v1/apis/seo/page',
    {
      schema: {
        tags: ['site'],
        summary: '页面 SEO：标题后缀、关键词、描述（routing 为页面路径）',
        querystring: {
          type: 'object',
          properties: { routing: { type: 'string', minLength: 1, maxLength: 500 } },
          required: ['routing'],
        },
        response: replies(SeoPageSchema),
      },
    },
    async (req) => ok(await seo.page(req.query.routing)),
  );
}
