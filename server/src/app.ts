import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Db } from './db/types';
import { systemClock } from './lib/clock';
import type { Clock } from './lib/clock';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { outboxPlugin } from './plugins/outbox';
import type { OutboxRunnerOptions } from './plugins/outbox';
import { drawsModule } from './modules/draws';
import { healthModule } from './modules/health';
import { lotteriesModule } from './modules/lotteries';
import { pagesModule } from './modules/pages';
import { registryModule } from './modules/registry';
import { rulesModule } from './modules/rules';
import { seoModule } from './modules/seo';
import { siteModule } from './modules/site';
import { trendsModule } from './modules/trends';

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  randomInt?: (maxExclusive: number) => number;
  logger?: boolean | { level: string };
  /** Requests per minute per client on the API; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute?: number;
  /** Poll and retry timings of the outbox runner (tests shorten them). */
  outbox?: Omit<OutboxRunnerOptions, 'log'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
  }
}

/** The server: a fastify instance decorated by its plugins (db, tokens, outbox) and modules. */
export type App = FastifyInstance;

/**
 * Builds the server: cross-cutting plugins, then each module (a plugin that builds its services
 * once, decorates the app with them and registers its routes at / and /api), then the pages.
 * Does not listen, nor start the draw engine or the outbox runner (main.ts does).
 */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: false } },
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any route runs still get the Chinese envelope.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .header('cache-control', 'no-store')
        .send({
          status: 0,
          code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
          message: tooLong ? '请求地址过长' : '请求地址不正确',
        });
    },
  });
  app.decorate('config', config);
  app.decorate('clock', opts.clock ?? systemClock);

  await app.register(errorsPlugin);
  await app.register(helmet, { contentSecurityPolicy: false, frameguard: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { threshold: 1024 });
  const perMinute = opts.rateLimitPerMinute ?? 3000;
  if (perMinute > 0) await app.register(rateLimit, { max: perMinute, timeWindow: '1 minute', allowList: [] });
  await app.register(docsPlugin);
  await app.register(dbPlugin, { db: opts.db });
  await app.register(authPlugin);
  await app.register(outboxPlugin, opts.outbox ?? {});

  await app.register(healthModule);
  await app.register(siteModule);
  await app.register(seoModule);
  await app.register(registryModule);
  await app.register(lotteriesModule);
  await app.register(drawsModule, { randomInt: opts.randomInt });
  await app.register(rulesModule);
  await app.register(trendsModule);
  await app.register(pagesModule);
  return app;
}
