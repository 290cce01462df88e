import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope, ok, replies } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { CP_BASES } from '../../lib/schemas';
import type { Defaulted } from '../../lib/schemas';
import { CategoriesQuery, CategoryGroupsSchema, ImagePageSchema, ImagesQuery, PaperParams } from './schemas';
import { gunzip } from './service';

const tagsOf = (base: string) => (base.endsWith('wap') ? ['mobile', 'gallery'] : ['gallery']);

/** The picture-library routes: categories by pinyin, a category's papers, and the papers themselves. */
export async function galleryRoutes(app: FastifyInstance) {
  const { gallery } = app;
  for (const base of CP_BASES) {
    app.get<{ Querystring: Static<typeof CategoriesQuery> }>(
      `${base}/tukus/categoriesByPinyin`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '图库分类，按名称拼音首字母 A–Z 分组（含最新一期与缩略图）',
          querystring: CategoriesQuery,
          response: replies(CategoryGroupsSchema),
        },
      },
      async (req) => ok(await gallery.service.categoriesByPinyin(req.query.cpType)),
    );

    app.get<{ Querystring: Defaulted<Static<typeof ImagesQuery>, 'page' | 'size'> }>(
      `${base}/tukus/images`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '某分类的图纸（新到旧，分页，可按开奖日期范围筛选），以及当前一期和它的上一期、下一期',
          querystring: ImagesQuery,
          response: replies(ImagePageSchema),
        },
      },
      async (req) => ok(await gallery.service.images(req.query.categoryId, req.query)),
    );
  }

  app.get<{ Params: Static<typeof PaperParams> }>(
    '/v1/cp168/tukus/papers/:categoryId/:file',
    {
      schema: {
        tags: ['gallery'],
        summary: '图纸（SVG，文字为文本）：每个分类每期生成一次、永不改变，可长期缓存',
        params: PaperParams,
        response: {
          200: { description: 'image/svg+xml', content: { 'image/svg+xml': { schema: { type: 'string' } } } },
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const m = /^([0-9A-Za-z-]{1,30})\.svg$/.exec(req.params.file);
      const paper = m ? await gallery.service.paper(req.params.categoryId, m[1]) : null;
      if (!paper) throw notFound('PAPER_NOT_FOUND', '图纸不存在');
      const etag = `"${paper.sha256}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('etag', etag)
        .header('vary', 'Accept-Encoding')
        .header('content-type', 'image/svg+xml; charset=utf-8');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')))
        return reply.header('content-encoding', 'gzip').send(paper.gzip);
      return reply.send(gunzip(paper.gzip));
    },
  );
}
