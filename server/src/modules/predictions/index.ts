import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { PlanKeeper } from './keeper';
import { PredictionPages } from './pages';
import { PredictionReads } from './reads';
import { Recommender } from './recommend';
import { predictionRoutes } from './routes';

export interface PredictionServices {
  keeper: PlanKeeper;
  pages: PredictionPages;
  recommend: Recommender;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Predictions (issue 17): plans made and scored per draw, the pages' answers. */
    predictions: PredictionServices;
  }
}

/**
 * Predictions: the outbox consumer `predictions.plan` that makes every plan of the next period
 * and scores the period just drawn, and the routes of the four prediction pages.
 */
export const predictionsModule = fp(
  async (app) => {
    const { db, catalogue, clock } = app;
    const reads = new PredictionReads(db);
    const keeper = new PlanKeeper(catalogue, clock);
    app.decorate('predictions', {
      keeper,
      pages: new PredictionPages(catalogue, reads),
      recommend: new Recommender(catalogue, reads, clock),
    });
    app.outbox.register(keeper.consumer());
    await registerRoutes(app, predictionRoutes);
  },
  { name: 'predictions', dependencies: ['db', 'outbox', 'lotteries'] },
);
