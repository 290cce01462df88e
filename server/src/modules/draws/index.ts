import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { DrawCache } from './cache';
import { DrawEngine } from './engine';
import { DrawEvents } from './events';
import { IngestService } from './ingest/service';
import { ingestRoutes } from './ingest/routes';
import { DrawRepository } from './repository';
import { drawRoutes } from './routes';
import { DrawService } from './service';
import { DRAWS_CHANNEL } from './types';
import type { DrawsNotice } from './types';

declare module 'fastify' {
  interface FastifyInstance {
    drawRepo: DrawRepository;
    /** Every lottery's history in memory, kept current by the draws NOTIFY. */
    drawCache: DrawCache;
    /** Latest draws, next periods and history in wire form. */
    draws: DrawService;
    /** Server-sent events of new draws. */
    drawEvents: DrawEvents;
    /** The simulated draw source; main.ts starts it (tests call catchUp). */
    drawEngine: DrawEngine;
    /** Real results from the admin endpoint and the import command. */
    ingest: IngestService;
  }
}

export interface DrawsModuleOptions {
  /** Randomness of simulated draws (tests pass a seeded one). */
  randomInt?: (maxExclusive: number) => number;
}

/**
 * Draws: storage, the in-memory cache and its NOTIFY listener, the engine, ingest, live events
 * and their routes. The engine is built here but started by main.ts; closing the app stops it.
 */
export const drawsModule = fp(
  async (app, options: DrawsModuleOptions) => {
    const { db, catalogue, clock } = app;
    const repo = new DrawRepository(db);
    const cache = new DrawCache(repo);
    const draws = new DrawService(catalogue, cache, repo, clock);
    const events = new DrawEvents(cache, draws);
    const engine = new DrawEngine({ db, catalogue, repo, clock, randomInt: options.randomInt, log: app.log });
    app.decorate('drawRepo', repo);
    app.decorate('drawCache', cache);
    app.decorate('draws', draws);
    app.decorate('drawEvents', events);
    app.decorate('drawEngine', engine);
    app.decorate('ingest', new IngestService(db, catalogue, repo));

    const unlisten = await db.listen(DRAWS_CHANNEL, (payload) => {
      try {
        const notice = JSON.parse(payload) as DrawsNotice;
        void cache
          .refresh(notice.code, notice.minTime)
          .catch((err) => app.log.error({ err }, 'draw cache refresh failed'));
      } catch (err) {
        app.log.error({ err, payload }, 'bad draw notice');
      }
    });
    app.addHook('onClose', async () => {
      await engine.stop();
      events.close();
      await unlisten();
    });

    await registerRoutes(app, drawRoutes);
    await registerRoutes(app, ingestRoutes);
  },
  { name: 'draws', dependencies: ['db', 'auth', 'lotteries'] },
);
