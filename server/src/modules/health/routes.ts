import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { replies } from '../../lib/envelope';

const HealthSchema = Type.Object({
  ok: Type.Boolean(),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});

export async function healthRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get(
    '/healthz',
    { schema: { tags: ['ops'], summary: '健康检查：数据库可用时返回 200', response: replies(HealthSchema) } },
    async (_req, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: 1, data: { ok: true, database: db.kind } };
      } catch {
        return reply.code(503).send({ status: 0, code: 'DATABASE_UNAVAILABLE', message: '数据库不可用' });
      }
    },
  );
}
