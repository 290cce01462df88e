import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';

export async function healthRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/healthz', { schema: { tags: ['ops'], summary: '健康检查：数据库可用时返回 200' } }, async (_req, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 1, data: { ok: true, database: db.kind } };
    } catch {
      return reply.code(503).send({ status: 0, code: 'DATABASE_UNAVAILABLE', message: '数据库不可用' });
    }
  });
}
