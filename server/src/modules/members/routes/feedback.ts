import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ok, replies } from '../../../lib/envelope';
import { FeedbackBody, FeedbackSchema } from '../schemas';
import { LIMITS, enforce } from '../limits';
import { TAGS, callerOf, memberRoute } from './common';

/** POST setting/feedback: guests and members (a member's token, when sent, is recorded with it). */
export async function feedbackRoutes(app: FastifyInstance) {
  const { members } = app;
  app.post<{ Body: Static<typeof FeedbackBody> }>(
    '/v1/cp168/apis/setting/feedback',
    {
      ...memberRoute,
      onRequest: app.identify,
      schema: {
        tags: TAGS,
        summary: '意见反馈：游客与会员均可；内容 1–500 个字符（每个地址每 10 分钟最多 5 条）',
        body: FeedbackBody,
        response: replies(FeedbackSchema),
      },
    },
    async (req, reply) => {
      await enforce(members.limiter, LIMITS.feedback, req.ip, reply, '反馈提交过于频繁，请稍后再试');
      const caller = callerOf(req);
      return ok(await members.feedback.submit(req.body, { ...caller, memberId: req.member?.memberId ?? null }));
    },
  );
}
