import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ok, replies } from '../../../lib/envelope';
import { CP_BASES } from '../../../lib/schemas';
import type { Defaulted } from '../../../lib/schemas';
import {
  MemberIdParams,
  MyGuessQuery,
  MyGuessSchema,
  ReportQuery,
  ReportSchema,
  SubscribeBody,
  SubscribedUserSchema,
  SubscriptionStateSchema,
} from '../schemas';
import { MEMBER_SECURITY, TAGS, guessRoute, memberIdOf, tagsOf } from './common';

const APIS = '/v1/cp168/apis';

/** subscribedUsers (apis and wap), me/predictions and me/predictionReport: member token required. */
export async function memberGuessRoutes(app: FastifyInstance) {
  const { guess } = app;
  const auth = { ...guessRoute, onRequest: app.authenticate } as const;
  for (const base of CP_BASES) {
    const schema = (summary: string) => ({ tags: tagsOf(base), security: MEMBER_SECURITY, summary });
    app.get(
      `${base}/subscribedUsers`,
      {
        ...auth,
        schema: {
          ...schema('我的订阅：所订阅的会员及其待开奖的竞猜'),
          response: replies(Type.Array(SubscribedUserSchema)),
        },
      },
      async (req) => ok(await guess.subscriptions.list(memberIdOf(req))),
    );
    app.post<{ Body: Static<typeof SubscribeBody> }>(
      `${base}/subscribedUsers`,
      {
        ...auth,
        schema: {
          ...schema('订阅会员（不能订阅自己；重复订阅不变）'),
          body: SubscribeBody,
          response: replies(SubscriptionStateSchema),
        },
      },
      async (req) => ok(await guess.subscriptions.subscribe(memberIdOf(req), req.body.userID)),
    );
    app.delete<{ Params: Static<typeof MemberIdParams> }>(
      `${base}/subscribedUsers/:id`,
      {
        ...auth,
        schema: {
          ...schema('取消订阅（未订阅时不变）'),
          params: MemberIdParams,
          response: replies(SubscriptionStateSchema),
        },
      },
      async (req) => ok(await guess.subscriptions.unsubscribe(memberIdOf(req), req.params.id)),
    );
  }

  app.get<{ Querystring: Defaulted<Static<typeof MyGuessQuery>, 'page' | 'size'> }>(
    `${APIS}/me/predictions`,
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: MEMBER_SECURITY,
        summary: '我的竞猜（新到旧）：按彩种、状态、北京时间日期筛选，附筛选范围内的合计',
        querystring: MyGuessQuery,
        response: replies(MyGuessSchema),
      },
    },
    async (req) => ok(await guess.records.mine(memberIdOf(req), req.query)),
  );

  app.get<{ Querystring: Static<typeof ReportQuery> }>(
    `${APIS}/me/predictionReport`,
    {
      ...auth,
      schema: {
        tags: TAGS,
        security: MEMBER_SECURITY,
        summary: '我的竞猜报表：按彩种与玩法，所选一周与全部（竞猜、猜中、胜率、盈利、连中）',
        querystring: ReportQuery,
        response: replies(ReportSchema),
      },
    },
    async (req) => ok(await guess.records.report(memberIdOf(req), req.query.week || undefined)),
  );
}
