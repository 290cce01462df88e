import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, replies } from '../../lib/envelope';
import { CP_BASES } from '../../lib/schemas';
import type { Defaulted } from '../../lib/schemas';
import { authError } from '../../plugins/auth';
import { memberSchemaErrors } from '../members/fieldErrors';
import { ScoreHistoryPageSchema, ScoreHistoryQuery, SignInSchema } from './schemas';

const MEMBER_SECURITY = [{ memberToken: [] }];

/** POST me/signin (apis and wap) and GET me/scoreHistories; member token required. */
export async function pointsRoutes(app: FastifyInstance) {
  const { points } = app;
  const auth = { schemaErrorFormatter: memberSchemaErrors, onRequest: app.authenticate } as const;
  const memberId = (req: FastifyRequest) => {
    if (!req.member) throw authError('missing');
    return req.member.memberId;
  };

  for (const base of CP_BASES) {
    app.post(
      `${base}/me/signin`,
      {
        ...auth,
        schema: {
          tags: base.endsWith('wap') ? ['mobile', 'points'] : ['points'],
          security: MEMBER_SECURITY,
          summary: '每日签到：每个北京时间日期一次，获得 100 积分；当天再次签到返回 409 ALREADY_SIGNED_IN 今日已签到',
          response: replies(SignInSchema),
        },
      },
      async (req) => ok(await points.signIn(memberId(req))),
    );
  }

  app.get<{ Querystring: Defaulted<Static<typeof ScoreHistoryQuery>, 'page' | 'size'> }>(
    '/v1/cp168/apis/me/scoreHistories',
    {
      ...auth,
      schema: {
        tags: ['points'],
        security: MEMBER_SECURITY,
        summary: '积分记录（新到旧），可按北京时间日期范围（最多 366 天）与类型筛选',
        querystring: ScoreHistoryQuery,
        response: replies(ScoreHistoryPageSchema),
      },
    },
    async (req) => ok(await points.history(memberId(req), req.query)),
  );
}
