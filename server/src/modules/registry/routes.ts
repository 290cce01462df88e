import type { FastifyInstance } from 'fastify';
import { ErrorEnvelope } from '../../lib/envelope';
import { RegistrySchema } from './schemas';

export async function registryRoutes(app: FastifyInstance) {
  const { registry } = app;
  app.get(
    '/mf/registry.json',
    {
      schema: {
        tags: ['federation'],
        summary:
          '远程模块注册表：每个远程模块的版本、入口清单、路由前缀与契约（登录保护、重定向、链接、菜单、标签栏、标题）',
        response: { 200: RegistrySchema, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return registry.read();
    },
  );
}
