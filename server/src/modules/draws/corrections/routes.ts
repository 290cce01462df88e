import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../../lib/envelope';
import { codeParams } from '../../../lib/schemas';
import { PERIOD_PATTERN } from '../ingest/rows';
import { CorrectionBodySchema, CorrectionPageSchema, CorrectionResultSchema } from './schemas';
import type { CorrectionInput } from './service';

const periodParams = {
  type: 'object',
  properties: {
    ...codeParams.properties,
    period: { type: 'string', pattern: PERIOD_PATTERN.source, description: '期号' },
  },
  required: ['code', 'period'],
} as const;

/** The audit names the key by a fingerprint, never the key itself. */
const fingerprint = (key: string) => `ADMIN_KEY#${crypto.createHash('sha256').update(key).digest('hex').slice(0, 12)}`;

/**
 * PUT /v1/admin/draws/{code}/{period}: corrects a stored draw (ADMIN_KEY, a reason required,
 * audited); GET /v1/admin/draws/{code}/corrections: the audit. See CorrectionService.
 */
export async function correctionRoutes(app: FastifyInstance) {
  const { corrections, config } = app;
  const rateLimit = { max: 60, timeWindow: '1 minute' };

  app.put<{ Params: { code: string; period: string }; Body: CorrectionInput }>(
    '/v1/admin/draws/:code/:period',
    {
      config: { rateLimit },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ operatorKey: [] }],
        summary: '更正一期已存的开奖结果（需要 ADMIN_KEY 与更正原因；每次更正都记入审计）',
        description: [
          '已存的开奖结果只能通过这个接口修改（数据库拒绝其他修改）。新结果与接入时的校验相同：号码符合该系列，',
          '开奖时间在该期的时间表允许范围内且已到；不填 drawTime 与 drawDate 则保持原时间。',
          '同一事务内写入审计记录（密钥指纹、来源地址、操作人、时间、旧值与新值、原因）并通知各进程与在线客户端更新。',
          '提交的结果与已存结果相同时不做修改（changed: false）。该期没有已存结果时 404。',
        ].join(''),
        params: periodParams,
        body: CorrectionBodySchema,
        response: replies(CorrectionResultSchema),
      },
    },
    async (req) => {
      const result = await corrections.correct(req.params.code, req.params.period, req.body, {
        actor: fingerprint(config.adminKey ?? ''),
        ip: req.ip ?? null,
      });
      return ok(result);
    },
  );

  app.get<{ Params: { code: string }; Querystring: { period?: string; page: number; size: number } }>(
    '/v1/admin/draws/:code/corrections',
    {
      config: { rateLimit },
      preHandler: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: [{ operatorKey: [] }],
        summary: '开奖结果更正的审计记录（新到旧，需要 ADMIN_KEY）',
        params: codeParams,
        querystring: {
          type: 'object',
          properties: {
            period: { type: 'string', pattern: PERIOD_PATTERN.source, description: '只看这一期' },
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
        response: replies(CorrectionPageSchema),
      },
    },
    async (req) => ok(await corrections.list(req.params.code, req.query.period, req.query.page, req.query.size)),
  );
}
