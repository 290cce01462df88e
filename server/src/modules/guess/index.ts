import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { PlacingService } from './placing';
import { RankingService } from './rankings';
import { RecordService } from './records';
import { bettingRoutes } from './routes/betting';
import { memberGuessRoutes } from './routes/members';
import { rankingRoutes } from './routes/rankings';
import { GuessSettlement } from './settlement';
import { SubscriptionService } from './subscriptions';

/** How often each node looks for periods to refund (no draw an hour after their time). */
const SWEEP_MS = 60_000;

export interface GuessServices {
  placing: PlacingService;
  settlement: GuessSettlement;
  rankings: RankingService;
  records: RecordService;
  subscriptions: SubscriptionService;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The guess centre (issue 16): placing, settlement, rankings, records, subscriptions. */
    guess: GuessServices;
  }
}

/**
 * The guess centre: its services, the settlement outbox consumer (`guess.settle`), the refund
 * sweep of periods without a draw (every minute on every node, from onReady to onClose) and the routes.
 */
export const guessModule = fp(
  async (app) => {
    const { db, catalogue, clock } = app;
    const rankings = new RankingService(db, clock);
    const settlement = new GuessSettlement(db, catalogue, clock);
    app.decorate('guess', {
      placing: new PlacingService(db, catalogue, clock),
      settlement,
      rankings,
      records: new RecordService(db, catalogue, rankings),
      subscriptions: new SubscriptionService(db, catalogue, clock),
    });
    app.outbox.register(settlement.consumer());

    let sweeper: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      sweeper = setInterval(() => {
        settlement.refundUndrawn().catch((err) => app.log.error({ err }, 'guess refund sweep failed'));
      }, SWEEP_MS);
      sweeper.unref();
    });
    app.addHook('onClose', async () => {
      if (sweeper) clearInterval(sweeper);
    });

    await registerRoutes(app, bettingRoutes);
    await registerRoutes(app, rankingRoutes);
    await registerRoutes(app, memberGuessRoutes);
  },
  { name: 'guess', dependencies: ['db', 'auth', 'outbox', 'lotteries', 'points'] },
);
