import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { ok, replies } from '../../../lib/envelope';
import { CP_BASES } from '../../../lib/schemas';
import { authError, bearerToken } from '../../../plugins/auth';
import { LIMITS, enforce } from '../limits';
import {
  CaptchaSchema,
  CodeSentSchema,
  FindPasswordQuery,
  LoginBody,
  LoginSchema,
  LogoutSchema,
  NewPasswordBody,
  PasswordResetSchema,
  RegisterBody,
  TokenSchema,
} from '../schemas';
import { MEMBER_SECURITY, TAGS, callerOf, memberRoute, withRetryAfter } from './common';

const APIS = '/v1/cp168/apis';

/** Captcha, register, login, token renewal, logout, find password. */
export async function accountRoutes(app: FastifyInstance) {
  const { members, tokens } = app;

  app.get(
    `${APIS}/verify`,
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        summary: '图形验证码：5 分钟内有效，只能使用一次，不区分大小写（每个地址每 10 分钟最多 100 个）',
        response: replies(CaptchaSchema),
      },
    },
    async (req, reply) => {
      await enforce(members.limiter, LIMITS.captcha, req.ip, reply, '获取验证码过于频繁，请稍后再试');
      reply.header('cache-control', 'no-store');
      return ok(await members.captchas.create());
    },
  );

  app.post<{ Body: Static<typeof RegisterBody> }>(
    `${APIS}/register`,
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        summary: '注册并登录：返回同 login（每个地址每小时最多 20 次）',
        body: RegisterBody,
        response: replies(LoginSchema),
      },
    },
    async (req, reply) => {
      await enforce(members.limiter, LIMITS.register, req.ip, reply, '注册过于频繁，请稍后再试');
      return ok(await members.accounts.register(req.body, callerOf(req)));
    },
  );

  app.post<{ Body: Static<typeof LoginBody> }>(
    `${APIS}/login`,
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        summary:
          '登录：用户名不存在与密码错误的回答相同；同一用户名或同一地址 15 分钟内失败 5 次后锁定 15 分钟（429 LOGIN_LOCKED）。每周（北京时间周一至周日）首次登录获得 1000 积分',
        body: LoginBody,
        response: replies(LoginSchema),
      },
    },
    async (req, reply) => ok(await withRetryAfter(reply, () => members.accounts.login(req.body, callerOf(req)))),
  );

  for (const base of CP_BASES) {
    app.post(
      `${base}/renewToken`,
      {
        ...memberRoute,
        schema: {
          tags: base.endsWith('wap') ? ['mobile', ...TAGS] : TAGS,
          security: MEMBER_SECURITY,
          summary: '换取新令牌：旧令牌在 30 秒宽限期后失效；令牌已过期但会话仍有效时也可换取',
          response: replies(TokenSchema),
        },
      },
      async (req) => {
        const token = bearerToken(req);
        if (!token) throw authError('missing');
        const renewed = await tokens.renew(token);
        if (!renewed.ok) throw authError(renewed.reason);
        return ok({ token: renewed.issued.token });
      },
    );
  }

  app.post(
    `${APIS}/logout`,
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        security: MEMBER_SECURITY,
        summary: '登出：结束令牌所属的会话（令牌已过期也可以）',
        response: replies(LogoutSchema),
      },
    },
    async (req) => {
      const token = bearerToken(req);
      if (!token) throw authError('missing');
      const ended = await members.accounts.logout(token);
      if (ended === null) throw authError('invalid');
      return ok(ended);
    },
  );

  app.get<{ Querystring: Static<typeof FindPasswordQuery> }>(
    `${APIS}/findPassword/validate`,
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        summary:
          '找回密码：向手机号发送 6 位验证码（10 分钟内有效，可试 5 次；同一号码每分钟 1 条、每天 10 条；每个地址每小时 10 次）。无论号码是否已注册，回答都相同',
        querystring: FindPasswordQuery,
        response: replies(CodeSentSchema),
      },
    },
    async (req, reply) => {
      await enforce(members.limiter, LIMITS.sms, req.ip, reply, '获取验证码过于频繁，请稍后再试');
      return ok(await withRetryAfter(reply, () => members.accounts.sendResetCode(req.query)));
    },
  );

  app.put<{ Body: Static<typeof NewPasswordBody> }>(
    `${APIS}/findPassword/newPassword`,
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        summary: '找回密码：用短信验证码设置新密码；该会员的所有会话随之结束',
        body: NewPasswordBody,
        response: replies(PasswordResetSchema),
      },
    },
    async (req) => ok(await members.accounts.resetPassword(req.body)),
  );
}
