import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ok, replies } from '../../../lib/envelope';
import {
  BasicInfoBody,
  BasicInfoQuery,
  BasicInfoSchema,
  CodeSentSchema,
  MeSchema,
  PasswordChangeBody,
  PasswordChangeSchema,
  PhoneChangeBody,
  PhoneCodeBody,
  PhoneSchema,
} from '../schemas';
import { LIMITS, enforce } from '../limits';
import { MEMBER_SECURITY, TAGS, memberOf, memberRoute, withRetryAfter } from './common';

const APIS = '/v1/cp168/apis';

/** The member's own data. Every route needs a member token (401 before anything else is read). */
export async function meRoutes(app: FastifyInstance) {
  const { members } = app;
  const auth = { ...memberRoute, onRequest: app.authenticate } as const;
  const schema = (summary: string) => ({ tags: TAGS, security: MEMBER_SECURITY, summary });

  app.get(
    `${APIS}/me`,
    {
      ...auth,
      schema: { ...schema('当前会员：资料、积分、粉丝数、头像、今日是否已签到'), response: replies(MeSchema) },
    },
    async (req) => ok(await members.profile.me(memberOf(req).memberId)),
  );

  app.get(
    `${APIS}/me/basicInfo`,
    {
      ...auth,
      schema: { ...schema('基本资料'), querystring: BasicInfoQuery, response: replies(BasicInfoSchema) },
    },
    async (req) => ok(await members.profile.basicInfo(memberOf(req).memberId)),
  );

  app.put<{ Body: Static<typeof BasicInfoBody> }>(
    `${APIS}/me/basicInfo`,
    {
      ...auth,
      schema: {
        ...schema(
          '修改基本资料：昵称最多 16 个字符，简介最多 200 个字符，头像只能是本站上传接口返回的地址；未给出的字段不变',
        ),
        body: BasicInfoBody,
        response: replies(BasicInfoSchema),
      },
    },
    async (req) => ok(await members.profile.updateBasicInfo(memberOf(req).memberId, req.body)),
  );

  app.put<{ Body: Static<typeof PasswordChangeBody> }>(
    `${APIS}/me/password`,
    {
      ...auth,
      schema: {
        ...schema('修改密码：需要原密码；本会话保留，其他会话全部结束'),
        body: PasswordChangeBody,
        response: replies(PasswordChangeSchema),
      },
    },
    async (req) => {
      const { memberId, sessionId } = memberOf(req);
      return ok(await members.accounts.changePassword(memberId, sessionId, req.body));
    },
  );

  app.post<{ Body: Static<typeof PhoneCodeBody> }>(
    `${APIS}/me/phone/code`,
    {
      ...auth,
      schema: {
        ...schema('更换手机号第一步：向新号码发送 6 位验证码（10 分钟内有效；同一号码每分钟 1 条）'),
        body: PhoneCodeBody,
        response: replies(CodeSentSchema),
      },
    },
    async (req, reply) => {
      await enforce(members.limiter, LIMITS.sms, req.ip, reply, '获取验证码过于频繁，请稍后再试');
      return ok(
        await withRetryAfter(reply, () => members.profile.sendPhoneCode(memberOf(req).memberId, req.body.phone)),
      );
    },
  );

  app.put<{ Body: Static<typeof PhoneChangeBody> }>(
    `${APIS}/me/phone`,
    {
      ...auth,
      schema: {
        ...schema('更换手机号第二步：用发到新号码的验证码完成绑定'),
        body: PhoneChangeBody,
        response: replies(PhoneSchema),
      },
    },
    async (req) => ok(await members.profile.changePhone(memberOf(req).memberId, req.body.phone, req.body.code)),
  );
}
