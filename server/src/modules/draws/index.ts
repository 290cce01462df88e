import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { DrawCache } from './cache';
import { CorrectionRepository } from './corrections/repository';
import { correctionRoutes } from './corrections/routes';
import { CorrectionService } from './corrections/service';
import { DrawEngine } from './engine';
import { DrawEvents } from './events';
import { DrawFeed } from './live/feed';
import { OutboxReader } from './live/outboxReader';
import { IngestService } from './ingest/service';
import { ingestRoutes } from './ingest/routes';
import { DrawRepository } from './repository';
import { drawRoutes } from './routes';
import { DrawService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    drawRepo: DrawRepository;
    /** Every lottery's history in memory, loaded at start and kept current by the live feed. */
    drawCache: DrawCache;
    /** Latest draws, next periods and history in wire form. */
    draws: DrawService;
    /** Server-sent events of new draws. */
    drawEvents: DrawEvents;
    /** Every draw written by any process, in commit order (the draw outbox read after the draws NOTIFY). */
    drawFeed: DrawFeed;
    /** The simulated draw source; main.ts starts it (tests call catchUp). */
    drawEngine: DrawEngine;
    /** Real results from the admin endpoint and the import command. */
    ingest: IngestService;
    /** Audited corrections of stored draws (the only way to change one). */
    corrections: CorrectionService;
  }
}

export interface DrawsModuleOptions {
  /** Randomness of simulated draws (tests pass a seeded one). */
  randomInt?: (maxExclusive: number) => number;
}

/**
 * Draws: storage, the in-memory cache, the live feed (every draw written, read from the outbox
 * after each NOTIFY), the engine, ingest, audited corrections, live events and their routes. The
 * engine is built here but started by main.ts; closing the app stops it.
 */
export const drawsModule = fp(
  async (app, options: DrawsModuleOptions) => {
    const { db, catalogue, clock } = app;
    const repo = new DrawRepository(db);
    const cache = new DrawCache(repo);
    const draws = new DrawService(catalogue, cache, repo, clock);
    // The engine waits for the feed after each write: this node reads its own draws at once.
    const engine = new DrawEngine({
      db,
      catalogue,
      repo,
      clock,
      randomInt: options.randomInt,
      log: app.log,
      written: () => feed.wake(),
    });
    const limits = app.config.sse;
    const events: DrawEvents = new DrawEvents({
      limits,
      now: () => clock.now(),
      describe: (d) => draws.describe(d),
      catchUp: () => feed.wake(),
      log: app.log,
    });
    const reader = new OutboxReader(db, (row) => app.log.error({ row }, 'draw outbox row without its draw'));
    // The cache takes each batch before the clients hear of it: a client that asks draw/info
    // right after an event gets that draw or a newer one.
    const feed = new DrawFeed(
      db,
      reader,
      {
        started: (head, recent, floor) => events.started(head, recent, floor),
        rows: async (batch) => {
          const rewritten = await cache.apply(batch.map((r) => r.draw)).catch((err: unknown) => {
            app.log.error({ err }, 'draw cache update failed; reloading on next read');
            return [];
          });
          events.publish(batch, rewritten);
        },
      },
      { recent: limits.replayWindow, log: app.log },
    );
    app.decorate('drawRepo', repo);
    app.decorate('drawCache', cache);
    app.decorate('draws', draws);
    app.decorate('drawEvents', events);
    app.decorate('drawFeed', feed);
    app.decorate('drawEngine', engine);
    // Writers wait for this node's feed after a commit: the next read here sees what they wrote.
    const written = () => feed.wake();
    app.decorate('ingest', new IngestService(db, catalogue, repo, clock, written));
    app.decorate(
      'corrections',
      new CorrectionService(db, catalogue, repo, new CorrectionRepository(db), clock, written),
    );

    let warming: Promise<void> = Promise.resolve();
    // Streams end before the server waits for its connections to close.
    app.addHook('preClose', async () => events.close());
    app.addHook('onClose', async () => {
      await engine.stop();
      events.close();
      await feed.stop();
      await warming.catch(() => undefined);
    });
    // From the first moment every draw written reaches the clients, whatever was loaded; the
    // cache loads every lottery meanwhile (the app is ready once it has).
    await feed.start();
    warming = cache.warm(catalogue.list.map((l) => l.code));
    warming.catch((err) => app.log.error({ err }, 'draw cache warm-up failed; lotteries load on first read'));
    app.addHook('onReady', async () => {
      await warming.catch(() => undefined);
    });

    await registerRoutes(app, drawRoutes);
    await registerRoutes(app, ingestRoutes);
    await registerRoutes(app, correctionRoutes);
  },
  { name: 'draws', dependencies: ['db', 'auth', 'lotteries'] },
);
