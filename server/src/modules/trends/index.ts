import fp from 'fastify-plugin';
import { enableCompiledRecords } from '@cp/shared/domain';
import { registerRoutes } from '../../lib/routes';
import { trendRoutes } from './routes';
import { TrendService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    trends: TrendService;
  }
}

/** Trend tables, statistics and dragon streaks over the draw cache. */
export const trendsModule = fp(
  async (app) => {
    // Node allows code generation: the engine's trend rows use compiled builders (browsers do not).
    enableCompiledRecords();
    app.decorate('trends', new TrendService(app.catalogue, app.drawCache, app.clock));
    await registerRoutes(app, trendRoutes);
  },
  { name: 'trends', dependencies: ['lotteries', 'draws'] },
);
