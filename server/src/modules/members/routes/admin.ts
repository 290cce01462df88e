import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok, replies } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import type { Defaulted } from '../../../lib/schemas';
import { AdminPageQuery, CaptchaAnswerSchema, FeedbackPageSchema, OutboxQuery, SmsOutboxPageSchema } from '../schemas';
import { ADMIN_SECURITY } from './common';

const tags = ['admin'];
const headers = { type: 'object', properties: { authorization: { type: 'string', maxLength: 500 } } };

/** Operator routes of the member area, bearer ADMIN_KEY (off while it is unset). */
export async function memberAdminRoutes(app: FastifyInstance) {
  const { members } = app;
  const admin = { preHandler: app.requireAdmin } as const;

  app.get<{ Params: { captchaId: string } }>(
    '/v1/admin/captchas/:captchaId',
    {
      ...admin,
      schema: {
        tags,
        security: ADMIN_SECURITY,
        summary: '图形验证码的答案（自动化测试与客服用；不会用掉验证码）',
        headers,
        params: Type.Object({ captchaId: Type.String({ maxLength: 64 }) }),
        response: replies(CaptchaAnswerSchema),
      },
    },
    async (req) => {
      const answer = await members.captchas.answer(req.params.captchaId);
      if (!answer) throw notFound('CAPTCHA_NOT_FOUND', '验证码不存在或已过期');
      return ok(answer);
    },
  );

  app.get<{ Querystring: Defaulted<Static<typeof OutboxQuery>, 'page' | 'size'> }>(
    '/v1/admin/outbox',
    {
      ...admin,
      schema: {
        tags,
        security: ADMIN_SECURITY,
        summary: '已发出的短信验证码（新到旧，可按号码筛选）',
        headers,
        querystring: OutboxQuery,
        response: replies(SmsOutboxPageSchema),
      },
    },
    async (req) => {
      const { page, size, phone } = req.query;
      return ok({ ...(await members.outbox.list(phone ?? null, page, size)), page, size });
    },
  );

  app.get<{ Querystring: Defaulted<Static<typeof AdminPageQuery>, 'page' | 'size'> }>(
    '/v1/admin/feedback',
    {
      ...admin,
      schema: {
        tags,
        security: ADMIN_SECURITY,
        summary: '意见反馈（新到旧）',
        headers,
        querystring: AdminPageQuery,
        response: replies(FeedbackPageSchema),
      },
    },
    async (req) => ok(await members.feedback.list(req.query.page, req.query.size)),
  );
}
