import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { LedgerRepository } from './repository';
import { pointsRoutes } from './routes';
import { PointsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The points ledger: awards (sign-in, weekly login) and history; the guess centre adds stakes and payouts. */
    points: PointsService;
    ledger: LedgerRepository;
  }
}

/** Points: the append-only ledger (migration 007), the daily sign-in and the weekly login bonus. */
export const pointsModule = fp(
  async (app) => {
    const ledger = new LedgerRepository(app.db);
    app.decorate('ledger', ledger);
    app.decorate('points', new PointsService(ledger, app.clock));
    await registerRoutes(app, pointsRoutes);
  },
  { name: 'points', dependencies: ['db', 'auth'] },
);
