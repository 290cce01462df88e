import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { Catalogue } from './catalogue';
import { placeRoutes } from './places';
import { lotteryRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The lotteries this process runs (JISU_INTERVAL_SECONDS applied) and which it simulates. */
    catalogue: Catalogue;
  }
}

/** The catalogue, the lottery list routes and the places of the local lotteries. */
export const lotteriesModule = fp(
  async (app) => {
    app.decorate('catalogue', new Catalogue(app.config.simulate, app.config.jisuIntervalSeconds));
    await registerRoutes(app, lotteryRoutes);
    await registerRoutes(app, placeRoutes);
  },
  { name: 'lotteries', dependencies: ['site'] },
);
