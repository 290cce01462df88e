import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../../lib/envelope';
import { CP_BASES } from '../../../lib/schemas';
import { CheckQuery, CheckSchema, IdempotencyHeaders, PlaceBody, PlaceResultSchema } from '../schemas';
import { MEMBER_SECURITY, guessRoute, memberIdOf, tagsOf } from './common';

/** POST predictions and GET checkPrediction (apis and wap): member token required. */
export async function bettingRoutes(app: FastifyInstance) {
  const { guess } = app;
  const auth = { ...guessRoute, onRequest: app.authenticate } as const;
  for (const base of CP_BASES) {
    app.post<{ Body: Static<typeof PlaceBody>; Headers: Static<typeof IdempotencyHeaders> }>(
      `${base}/predictions`,
      {
        ...auth,
        schema: {
          tags: tagsOf(base),
          security: MEMBER_SECURITY,
          summary:
            '发起竞猜：下一期、开奖前 10 秒封盘；每个选项 10 积分，全部成功或全部拒绝；需要请求头 Idempotency-Key，同一键重复提交返回第一次的结果',
          headers: IdempotencyHeaders,
          body: PlaceBody,
          response: replies(PlaceResultSchema),
        },
      },
      async (req) =>
        ok(
          await guess.placing.place({
            memberId: memberIdOf(req),
            idempotencyKey: req.headers['idempotency-key'],
            lotteryCode: req.body.lotteryCode,
            period: req.body.period,
            selections: req.body.selections,
          }),
        ),
    );

    app.get<{ Querystring: Static<typeof CheckQuery> }>(
      `${base}/checkPrediction`,
      {
        ...auth,
        schema: {
          tags: tagsOf(base),
          security: MEMBER_SECURITY,
          summary: '查询竞猜状态：该期能否竞猜、封盘时间，以及本会员在该期的竞猜',
          querystring: CheckQuery,
          response: replies(CheckSchema),
        },
      },
      async (req) => ok(await guess.placing.check(memberIdOf(req), req.query.lotteryCode, req.query.period)),
    );
  }
}
