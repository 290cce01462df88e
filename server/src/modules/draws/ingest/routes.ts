import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../../lib/envelope';
import { codeParams } from '../../../lib/schemas';
import { IngestResultSchema } from '../schemas';

/** POST /v1/admin/draws/{code}: real results from a feed, one draw or an array (bearer INGEST_KEY or ADMIN_KEY). */
export async function ingestRoutes(app: FastifyInstance) {
  const { ingest } = app;
  app.post<{ Params: { code: string }; Body: unknown }>(
    '/v1/admin/draws/:code',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      preHandler: app.requireIngest,
      schema: {
        tags: ['admin'],
        security: [{ operatorKey: [] }],
        summary:
          '写入真实开奖结果：单期对象或数组 {period, drawTime|drawDate, balls}；全部校验通过才写入，已存在且一致的期跳过，与已存结果矛盾则整体拒绝（409）',
        params: codeParams,
        headers: { type: 'object', properties: { authorization: { type: 'string', maxLength: 500 } } },
        body: {
          oneOf: [
            { type: 'object', maxProperties: 10 },
            { type: 'array', maxItems: 100000 },
          ],
        },
        response: replies(IngestResultSchema),
      },
    },
    async (req) => {
      const rows = Array.isArray(req.body) ? req.body : [req.body];
      return ok(await ingest.ingest(req.params.code, rows, 'ingest', Array.isArray(req.body) ? (i) => i + 1 : () => 1));
    },
  );
}
