import type { FastifyInstance } from 'fastify';
import type { RegistryStore } from './store';

export async function registryRoutes(app: FastifyInstance, { registry }: { registry: RegistryStore }) {
  app.get(
    '/mf/registry.json',
    { schema: { tags: ['federation'], summary: '远程模块注册表：每个远程模块的版本、入口清单与路由前缀' } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return registry.read();
    },
  );
}
