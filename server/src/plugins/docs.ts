import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DOCS_POLICY, serializePolicy } from '../lib/csp';
import { ruleDetailSchemas } from './ruleDetailSchemas';

/** OpenAPI document of every route at /docs (the /api twins are left out: same routes, other prefix). */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '168开奖网 API',
        description:
          '开奖、走势、统计与站点数据接口。成功响应为 {"status":1,"data":…}；失败响应为 {"status":0,"code":"机器码","message":"中文说明"}，并带相应的 HTTP 状态码。所有接口在 /api 前缀下同样可用。开奖对象的 ruleDetail 按彩种系列见组件 RuleDetail_pk10、RuleDetail_hk6 等。',
        version: '0.1.0',
      },
      components: {
        schemas: ruleDetailSchemas(),
        securitySchemes: {
          operatorKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'INGEST_KEY 或 ADMIN_KEY（运维接口只接受 ADMIN_KEY）',
          },
          memberToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '会员登录令牌' },
        },
      },
      tags: [
        { name: 'draws', description: '开奖' },
        { name: 'mobile', description: '手机端（/v1/cp168/wap）' },
        { name: 'lotteries', description: '彩种' },
        { name: 'trends', description: '走势与统计' },
        { name: 'admin', description: '数据接入与运维（需要 INGEST_KEY 或 ADMIN_KEY）' },
        { name: 'site', description: '站点' },
        { name: 'members', description: '会员：图形验证码、注册登录、令牌、资料、手机号、头像、意见反馈' },
        { name: 'points', description: '积分：每日签到、每周登录奖励与积分记录' },
        { name: 'federation', description: '远程模块' },
        { name: 'ops', description: '运维' },
      ],
    },
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? { ...schema, hide: true } : schema, url }),
  });
  // Its own Content-Security-Policy (lib/csp DOCS_POLICY) on /docs and everything under it.
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: serializePolicy(DOCS_POLICY) });
});
