import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Db } from './db/types';
import { isFirstViewRequest } from './lib/firstViewRequest';
import { systemClock } from './lib/clock';
import { fastifyTrustProxy } from './lib/trustProxy';
import type { Clock } from './lib/clock';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { sharedCompilers } from './lib/schemaCompilers';
import { ajvOptions, clientErrorHandler, errorsPlugin, frameworkErrors, rateLimitRefusal } from './plugins/errors';
import { outboxPlugin } from './plugins/outbox';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import type { OutboxRunnerOptions } from './plugins/outbox';
import { drawsModule } from './modules/draws';
import { guessModule } from './modules/guess';
import { predictionsModule } from './modules/predictions';
import { galleryModule } from './modules/gallery';
import { healthModule } from './modules/health';
import { lotteriesModule } from './modules/lotteries';
import { newsModule } from './modules/news';
import { membersModule } from './modules/members';
import type { MembersModuleOptions } from './modules/members';
import { pagesModule } from './modules/pages';
import { pointsModule } from './modules/points';
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
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Requests per minute per client on the API; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute?: number;
  /** Poll and retry timings of the outbox runner (tests shorten them). */
  outbox?: Omit<OutboxRunnerOptions, 'log'>;
  /** Member accounts: password hash cost, SMS sender (tests). */
  members?: MembersModuleOptions;
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
    // Whose X-Forwarded-For sets request.ip (TRUST_PROXY): the key of every rate limit and the logged address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ajv: ajvOptions,
    // Compiled validators and serializers shared by every route and app of the process.
    schemaController: { compilersFactory: sharedCompilers() },
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any route runs, and those of Node's HTTP parser, still get the Chinese envelope.
    frameworkErrors,
    clientErrorHandler,
    // HTTP/1.1 without Host is refused by the errors plugin, in the envelope, rather than by Node with an empty 400.
    http: { requireHostHeader: false },
  });
  app.decorate('config', config);
  app.decorate('clock', opts.clock ?? systemClock);

  await app.register(errorsPlugin);
  // Helmet's security headers, made once (plugins/securityHeaders): a strict CSP for everything
  // but pages and /docs, which set their own (lib/csp); frame-ancestors instead of
  // X-Frame-Options, so that the pages module can let other sites frame the widget.
  await app.register(securityHeadersPlugin);
  // GET and HEAD requests have no body to decompress: their routes skip the plugin's
  // request-side hook (a hook on every page and API read for nothing).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false;
  });
  await app.register(compress, { threshold: 1024 });
  const perMinute = opts.rateLimitPerMinute ?? config.rateLimitPerMinute;
  if (perMinute > 0)
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      // The server's own reads for a page's first view (already counted as the page request).
      allowList: (request) => isFirstViewRequest(request.headers),
      errorResponseBuilder: rateLimitRefusal,
    });
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
  await app.register(newsModule);
  await app.register(pointsModule);
  await app.register(membersModule, opts.members ?? {});
  await app.register(guessModule);
  await app.register(predictionsModule);
  await app.register(galleryModule);
  await app.register(pagesModule);
  return app;
}
