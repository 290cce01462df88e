import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { trendTypesFor } from '@cp/shared/domain';
import { ok, replies } from '../../lib/envelope';
import { codeParams, splitCodes } from '../../lib/schemas';
import { TREND_MAX_CELLS, trendKeys } from './cost';
import {
  StatisticsSchema,
  StreakSchema,
  TodayStatisticsSchema,
  TrendResponseSchema,
  TrendTypesSchema,
} from './schemas';

const countQuery = { type: 'integer', minimum: 1, maximum: 5000, default: 30, description: '期数 1…5000' } as const;
/** count of the cpTrend routes: also bounded, with the types asked, by the cost cap (cost.ts). */
const hk6Keys = trendKeys(
  'hk6',
  trendTypesFor('hk6').map((t) => t.type),
);
const trendCountQuery = {
  ...countQuery,
  description:
    `期数 1…5000，且所选走势类型的列数 × 期数不能超过 ${TREND_MAX_CELLS.toLocaleString('en-US')}，否则 400 TREND_TOO_LARGE` +
    `（例如六合彩全部走势类型共 ${hk6Keys} 列，最多 ${Math.floor(TREND_MAX_CELLS / hk6Keys)} 期）`,
} as const;
const BASE = '/v1/cp168/apis';

/**
 * The cpTrend routes send bytes the trend engine wrote straight from its columns (TrendService.trendsJson):
 * a Buffer is not serialised again, so their response schema documents the shape (and the schema
 * test checks the bytes against it) without costing a re-serialisation.
 */
export async function trendRoutes(app: FastifyInstance) {
  const { trends } = app;
  const tags = ['trends'];

  app.get<{ Params: { code: string } }>(
    `${BASE}/cpTrendTypes/:code`,
    {
      schema: {
        tags,
        summary: '彩种可用的走势类型：位置、号码键及中文名称',
        params: codeParams,
        response: replies(TrendTypesSchema),
      },
    },
    async (req) => ok(trends.types(req.params.code)),
  );

  app.get<{ Params: { code: string }; Querystring: { trendTypes?: string; count: number } }>(
    `${BASE}/cpTrend/:code`,
    {
      schema: {
        tags,
        summary:
          '走势数据（多个类型）：list 为最近 count 期（旧到新），missing 为整个历史上的真实遗漏，stats 为窗口统计',
        params: codeParams,
        querystring: {
          type: 'object',
          properties: {
            trendTypes: { type: 'string', maxLength: 500, default: 'basic', description: '逗号分隔的走势类型' },
            count: trendCountQuery,
          },
        },
        response: replies(TrendResponseSchema),
      },
    },
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await trends.trendsJson(req.params.code, splitCodes(req.query.trendTypes, 32), req.query.count)),
  );

  app.get<{ Params: { code: string; type: string }; Querystring: { count: number } }>(
    `${BASE}/cpTrend/:code/:type`,
    {
      schema: {
        tags,
        summary: '走势数据（单个类型）',
        params: {
          type: 'object',
          properties: { code: codeParams.properties.code, type: { type: 'string', maxLength: 40 } },
          required: ['code', 'type'],
        },
        querystring: { type: 'object', properties: { count: trendCountQuery } },
        response: replies(TrendResponseSchema),
      },
    },
    async (req, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await trends.trendsJson(req.params.code, [req.params.type], req.query.count)),
  );

  app.get<{ Params: { code: string }; Querystring: { count?: number; periodLT?: string } }>(
    `${BASE}/cpStatistics/:code/todayNumberStatistics`,
    {
      schema: {
        tags,
        summary: '今日号码统计：各位置每个号码今日开出次数与冷热号（北京时间今日；可只计 periodLT 之前的期）',
        params: codeParams,
        querystring: {
          type: 'object',
          properties: {
            count: { type: 'integer', minimum: 1, maximum: 5000 },
            periodLT: { type: 'string', maxLength: 20 },
          },
        },
        response: replies(TodayStatisticsSchema),
      },
    },
    async (req) => ok(await trends.today(req.params.code, req.query.count, req.query.periodLT || undefined)),
  );

  app.get<{ Params: { code: string; type: string }; Querystring: { count: number; periodLT?: string } }>(
    `${BASE}/cpStatistics/:code/:type`,
    {
      schema: {
        tags,
        summary: '走势统计：periodLT 之前 count 期的出现次数、平均遗漏、当前遗漏、最大连出、最大遗漏',
        params: {
          type: 'object',
          properties: { code: codeParams.properties.code, type: { type: 'string', maxLength: 40 } },
          required: ['code', 'type'],
        },
        querystring: { type: 'object', properties: { count: countQuery, periodLT: { type: 'string', maxLength: 20 } } },
        response: replies(StatisticsSchema),
      },
    },
    async (req) =>
      ok(await trends.statistics(req.params.code, req.params.type, req.query.periodLT || undefined, req.query.count)),
  );

  app.get<{ Querystring: { codes?: string; min: number } }>(
    `${BASE}/changlong`,
    {
      schema: {
        tags,
        summary: '长龙：各彩种各位置大小、单双、龙虎当前连续开出期数（≥ min），最长在前',
        querystring: {
          type: 'object',
          properties: {
            codes: { type: 'string', maxLength: 2000 },
            min: { type: 'integer', minimum: 2, maximum: 100, default: 3 },
          },
        },
        response: replies(Type.Array(StreakSchema)),
      },
    },
    async (req) => ok(await trends.streaks(splitCodes(req.query.codes), req.query.min)),
  );
}
