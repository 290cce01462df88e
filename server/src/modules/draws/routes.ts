import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope, ok, replies } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { CP_BASES, codeParams, splitCodes } from '../../lib/schemas';
import { InfoBodies } from './infoBody';
import { DrawEventsResponse, DrawHistoryPageSchema, DrawInfoSchema } from './schemas';

const JSON_TYPE = 'application/json; charset=utf-8';

export async function drawRoutes(app: FastifyInstance) {
  const { catalogue, draws, drawEvents: events } = app;
  const infoBodies = new InfoBodies();
  for (const base of CP_BASES) {
    const tags = [base.endsWith('wap') ? 'mobile' : 'draws'];
    app.get<{ Params: { code: string } }>(
      `${base}/draw/info/:code`,
      {
        schema: { tags, summary: '最新一期开奖与下一期时间', params: codeParams, response: replies(DrawInfoSchema) },
      },
      async (req, reply) => {
        const body = infoBodies.body(await draws.info(req.params.code), (envelope) => reply.serialize(envelope));
        // Serialised already (by this route's serialiser): JSON text or bytes go out as they are.
        reply.type(JSON_TYPE);
        return body;
      },
    );

    app.get<{ Querystring: { cpCode: string } }>(
      `${base}/draw/infoDetail`,
      {
        schema: {
          tags,
          summary: '多个彩种的最新开奖（cpCode 为逗号分隔的代码）',
          querystring: {
            type: 'object',
            properties: { cpCode: { type: 'string', minLength: 1, maxLength: 2000 } },
            required: ['cpCode'],
          },
          response: replies(Type.Array(DrawInfoSchema)),
        },
      },
      async (req) => {
        const codes = splitCodes(req.query.cpCode);
        if (codes.length === 0) throw badRequest('cpCode 不能为空');
        return ok(await draws.infoDetail(codes));
      },
    );

    app.get<{ Params: { code: string }; Querystring: { date?: string; page: number; size: number } }>(
      `${base}/draw/history/:code`,
      {
        schema: {
          tags,
          summary: '历史开奖（新到旧，可按北京时间日期筛选）',
          params: codeParams,
          querystring: {
            type: 'object',
            properties: {
              date: { type: 'string', maxLength: 10, description: '北京时间日期 YYYY-MM-DD' },
              page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
              size: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
            },
          },
          response: replies(DrawHistoryPageSchema),
        },
      },
      async (req) =>
        ok(await draws.history(req.params.code, req.query.date || undefined, req.query.page, req.query.size)),
    );

    app.get<{ Querystring: { codes?: string; lastEventId?: string } }>(
      `${base}/draw/events`,
      {
        schema: {
          tags,
          summary:
            '新开奖推送（server-sent events：每写入一期发送一个 event: draw，数据同 draw/info；断线重连按 Last-Event-ID 补发）',
          querystring: {
            type: 'object',
            properties: {
              codes: { type: 'string', maxLength: 2000, description: '逗号分隔的彩种代码；不填为全部彩种' },
              lastEventId: {
                type: 'string',
                maxLength: 40,
                description: '上次收到的事件 id（不能设置 Last-Event-ID 请求头的客户端使用；请求头优先）',
              },
            },
          },
          headers: {
            type: 'object',
            properties: {
              'last-event-id': { type: 'string', description: '上次收到的事件 id（浏览器重连时自动发送）' },
            },
          },
          response: { 200: DrawEventsResponse, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
        },
      },
      async (req, reply) => {
        const codes = splitCodes(req.query.codes);
        for (const c of codes) catalogue.get(c);
        const header = req.headers['last-event-id'];
        const lastEventId = (Array.isArray(header) ? header[0] : header) || req.query.lastEventId;
        await events.subscribe(req, reply, codes.length ? new Set(codes) : null, lastEventId);
      },
    );
  }
}
