import fp from 'fastify-plugin';
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
    app.decorate('trends', new TrendService(app.catalogue, app.drawCache, app.clock));
    await registerRoutes(app, trendRoutes);
  },
  { name: 'trends', dependencies: ['lotteries', 'draws'] },
);
