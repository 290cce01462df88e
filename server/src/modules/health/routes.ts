import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ok, replies, StringEnum } from '../../lib/envelope';
import type { HealthService } from './service';

const Database = Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]);

const HealthSchema = Type.Object({
  ok: Type.Boolean(),
  database: Database,
  engine: StringEnum(['leader', 'standby', 'off'] as const, {
    description: '本进程的开奖引擎：leader 正在开奖，standby 待命（另一进程持有引擎锁），off 未运行',
  }),
});

const ReadySchema = Type.Object({
  ready: Type.Boolean(),
  database: Database,
  listening: Type.Boolean({ description: '开奖通知（LISTEN）连接正常' }),
  migration: Type.Integer({ description: '数据库已应用的最新迁移编号' }),
});

export async function healthRoutes(app: FastifyInstance, { health }: { health: HealthService }) {
  const { db } = app;
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['ops'],
        summary: '存活检查：进程在运行即返回 200（不访问数据库）',
        response: replies(HealthSchema),
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const engine = app.hasDecorator('drawEngine') ? app.drawEngine.role : 'off';
      return ok({ ok: true, database: db.kind, engine });
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary: '就绪检查：数据库可用、开奖通知连接正常、数据库结构已是当前版本时返回 200，否则 503',
        response: replies(ReadySchema),
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      const r = await health.readiness();
      if (!r.ready)
        return reply
          .code(503)
          .send({ status: 0, code: 'NOT_READY', message: `服务暂未就绪：${r.problems.join('；')}` });
      return ok({ ready: true, database: db.kind, listening: r.listening, migration: r.migration ?? 0 });
    },
  );
}
