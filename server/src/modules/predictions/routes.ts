import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import type { Defaulted } from '../../lib/schemas';
import {
  HistoryQuery,
  HistorySchema,
  KindParams,
  PageQuery,
  PageSchema,
  RecommendSchema,
  RecordQuery,
  RecordSchema,
} from './schemas';

const tagsOf = (base: string) => (base.endsWith('wap') ? ['mobile', 'predictions'] : ['predictions']);

/**
 * The prediction routes. Pages and records are sent as bytes cached per lottery version
 * (PredictionPages.json): a Buffer is not serialised again, so their response schemas document
 * the shape (and the schema test checks the bytes against them).
 */
/** The prediction routes (API.md "Predictions"): page, history and record per kind, and the home page's picks. */
export async function predictionRoutes(app: FastifyInstance) {
  const { predictions } = app;
  for (const base of CP_BASES) {
    app.get<{ Params: Static<typeof KindParams>; Querystring: Static<typeof PageQuery> }>(
      `${base}/jihua/:kind/:code`,
      {
        schema: {
          tags: tagsOf(base),
          summary:
            '预测页：下一期计划（开奖前保存，永不修改）、各方法近 30 / 100 期与全部的命中率（附纯随机命中率与 95% 区间）、最近 30 期的中 / 错',
          params: KindParams,
          querystring: PageQuery,
          response: replies(PageSchema),
        },
      },
      async (req, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(await predictions.pages.json('page', req.params.kind, req.params.code, req.query.method)),
    );

    app.get<{
      Params: Static<typeof KindParams>;
      Querystring: Defaulted<Static<typeof HistoryQuery>, 'page' | 'size'>;
    }>(
      `${base}/jihua/:kind/:code/history`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '某方法已开奖的计划记录（新到旧，分页）',
          params: KindParams,
          querystring: HistoryQuery,
          response: replies(HistorySchema),
        },
      },
      async (req) =>
        ok(
          await predictions.pages.history(
            req.params.kind,
            req.params.code,
            req.query.method,
            req.query.page,
            req.query.size,
          ),
        ),
    );

    app.get<{ Params: Static<typeof KindParams>; Querystring: Defaulted<Static<typeof RecordQuery>, 'window'> }>(
      `${base}/jihua/:kind/:code/record`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '某方法的完整战绩：命中率（附纯随机命中率与 95% 区间）、各位置命中率、最近 500 期的滚动命中率',
          params: KindParams,
          querystring: RecordQuery,
          response: replies(RecordSchema),
        },
      },
      async (req, reply) =>
        reply
          .type('application/json; charset=utf-8')
          .send(
            await predictions.pages.json(
              'record',
              req.params.kind,
              req.params.code,
              req.query.method,
              req.query.window,
            ),
          ),
    );

    app.get(
      `${base}/recommend/jihuas`,
      {
        schema: {
          tags: tagsOf(base),
          summary: '首页推荐计划：各彩种近 100 期相对纯随机表现最好的计划及其下一期推荐（附纯随机命中率）',
          response: replies(RecommendSchema),
        },
      },
      async () => ok(await predictions.recommend.list()),
    );
  }
}
