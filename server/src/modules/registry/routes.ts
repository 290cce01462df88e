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
        summary: '远程模块注册表：每个远程模块的版本、入口清单与路由前缀（不带 status/data 信封）',
        response: { 200: RegistrySchema, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return registry.read();
    },
  );
}
