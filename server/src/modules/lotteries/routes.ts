import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { CATEGORY_ORDER } from '@cp/shared/domain';
import type { Category, Family } from '@cp/shared/domain';
import { ok, replies } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import { JIHUA_FAMILIES, JIHUA_TYPES } from './jihua';
import type { JihuaType } from './jihua';
import { LotteryGroupSchema, PlanGroupSchema, PublicLotterySchema } from './schemas';

export async function lotteryRoutes(app: FastifyInstance) {
  const { catalogue, site } = app;
  app.get(
    '/v1/public/cp',
    {
      schema: {
        tags: ['lotteries'],
        summary: '全部彩种（按代码为键）',
        response: replies(Type.Record(Type.String(), PublicLotterySchema)),
      },
    },
    async () => ok(Object.fromEntries(catalogue.list.map((l) => [l.code, catalogue.toPublic(l)]))),
  );

  for (const base of CP_BASES) {
    app.get<{ Querystring: { categoryCode?: string; cpType?: string } }>(
      `${base}/cps`,
      {
        schema: {
          tags: ['lotteries'],
          summary: '彩种列表，按系列分组（categoryCode: jisu/gaopin/local/china/hotLottery；cpType: 提供方类型）',
          querystring: {
            type: 'object',
            properties: { categoryCode: { type: 'string', maxLength: 40 }, cpType: { type: 'string', maxLength: 40 } },
          },
          response: replies(Type.Array(LotteryGroupSchema)),
        },
      },
      async (req) => {
        const { categoryCode, cpType } = req.query;
        let hot: Set<string> | null = null;
        if (categoryCode === 'hotLottery') hot = new Set((await site.info()).siteSetting.hotLotteryTab);
        return ok(
          catalogue.grouped((l) => {
            if (hot) return hot.has(l.code);
            // An unknown category or type matches nothing: an empty list, as the specification asks.
            if (categoryCode && (!CATEGORY_ORDER.includes(categoryCode as Category) || l.category !== categoryCode))
              return false;
            if (cpType && l.cpType !== cpType && l.group !== cpType) return false;
            return true;
          }),
        );
      },
    );
  }

  app.get<{ Querystring: { jihuaType: JihuaType } }>(
    '/v1/cp168/wap/jihua/cps',
    {
      schema: {
        tags: ['lotteries'],
        summary: '计划类彩种列表（shaHao 杀号, zhuanJia 专家, liangMian 两面, gouCai 购彩, jingCai 竞猜），按系列分组',
        querystring: {
          type: 'object',
          properties: { jihuaType: { type: 'string', enum: [...JIHUA_TYPES] } },
          required: ['jihuaType'],
        },
        response: replies(Type.Array(PlanGroupSchema)),
      },
    },
    async (req) => {
      const families = new Set<Family>(JIHUA_FAMILIES[req.query.jihuaType]);
      return ok(
        catalogue
          .grouped((l) => families.has(l.group))
          .map((g) => ({ ...g, list: g.list.map((l) => ({ ...l, baseCp: l.code })) })),
      );
    },
  );
}
