import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { codeParams } from '../../../lib/schemas';
import type { IngestService } from './service';

const keyMatches = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** POST /v1/admin/draws/{code}: real results from a feed, one draw or an array (bearer INGEST_KEY). */
export async function ingestRoutes(
  app: FastifyInstance,
  { ingest, ingestKey }: { ingest: IngestService; ingestKey: string | null },
) {
  app.post<{ Params: { code: string }; Body: unknown }>(
    '/v1/admin/draws/:code',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin'],
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
      },
    },
    async (req) => {
      if (!ingestKey) throw new AppError(403, 'INGEST_DISABLED', '未配置 INGEST_KEY，数据接入已关闭');
      const header = req.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!token) throw new AppError(401, 'UNAUTHENTICATED', '缺少接入密钥（Authorization: Bearer <INGEST_KEY>）');
      if (!keyMatches(token, ingestKey)) throw new AppError(403, 'FORBIDDEN', '接入密钥不正确');
      const rows = Array.isArray(req.body) ? req.body : [req.body];
      return ok(await ingest.ingest(req.params.code, rows, 'ingest', Array.isArray(req.body) ? (i) => i + 1 : () => 1));
    },
  );
}
