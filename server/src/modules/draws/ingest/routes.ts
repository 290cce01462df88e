import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../../lib/envelope';
import { AppError } from '../../../lib/errors';
import { codeParams } from '../../../lib/schemas';
import { IngestResultSchema } from '../schemas';
import { INGEST_BODY_LIMIT, INGEST_MAX_ROWS, tooManyRows } from './service';

const MIB = INGEST_BODY_LIMIT / 1024 / 1024;

const bodyTooLarge = () =>
  new AppError(
    413,
    'PAYLOAD_TOO_LARGE',
    `请求内容超过 ${MIB} MiB：每次最多提交 ${INGEST_MAX_ROWS} 期；更多的历史数据请分批提交，或用 npm run import 导入文件`,
  );

/** POST /v1/admin/draws/{code}: real results from a feed, one draw or an array (bearer INGEST_KEY or ADMIN_KEY). */
export async function ingestRoutes(app: FastifyInstance) {
  const { ingest } = app;
  app.post<{ Params: { code: string }; Body: unknown }>(
    '/v1/admin/draws/:code',
    {
      // tooLargeMessage: a body without a length that grows past the limit gets the message below too.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' }, tooLargeMessage: bodyTooLarge().message },
      bodyLimit: INGEST_BODY_LIMIT,
      // Refused before the body is read when its announced length is over the limit.
      onRequest: async (req) => {
        if (Number(req.headers['content-length']) > INGEST_BODY_LIMIT) throw bodyTooLarge();
      },
      preHandler: app.requireIngest,
      // Before schema validation, so an over-long array gets this 413 rather than a generic 400.
      preValidation: async (req) => {
        if (Array.isArray(req.body) && req.body.length > INGEST_MAX_ROWS) throw tooManyRows(req.body.length);
      },
      schema: {
        tags: ['admin'],
        security: [{ operatorKey: [] }],
        summary: `写入真实开奖结果：单期对象或数组 {period, drawTime|drawDate, balls}，每次最多 ${INGEST_MAX_ROWS} 期、请求体最多 ${MIB} MiB（超出 413）`,
        description: [
          '每一行都要通过校验才写入（全部或全不）：号码符合该系列；期号必须在该彩种的开奖时间表中；',
          'drawTime 必须与该期的开奖时间一致（多期彩种允许相差半个开奖间隔、最多 5 分钟，每天一期或每周几期的彩种允许相差 30 分钟）；',
          '开奖时间未到的期一律拒绝。错误逐行列出 {line, code, reason}。',
          '已存在且一致的期跳过；与已存结果矛盾则整体拒绝（409），已存结果只能通过 PUT /v1/admin/draws/{code}/{period} 更正。',
        ].join(''),
        params: codeParams,
        headers: { type: 'object', properties: { authorization: { type: 'string', maxLength: 500 } } },
        body: {
          oneOf: [
            { type: 'object', maxProperties: 10 },
            { type: 'array', maxItems: INGEST_MAX_ROWS },
          ],
        },
        response: replies(IngestResultSchema),
      },
    },
    async (req) => {
      const rows = Array.isArray(req.body) ? req.body : [req.body];
      const result = await ingest.ingest(
        req.params.code,
        rows,
        'ingest',
        Array.isArray(req.body) ? (i) => i + 1 : () => 1,
      );
      return ok(result);
    },
  );
}
