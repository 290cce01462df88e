import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config';
import type { Db } from './db/types';
import { migrate } from './db/migrate';
import { errorsPlugin } from './plugins/errors';
import { docsPlugin } from './plugins/docs';
import { Catalogue } from './modules/lotteries/catalogue';
import { lotteryRoutes } from './modules/lotteries/routes';
import { DrawRepository } from './modules/draws/repository';
import { DrawCache } from './modules/draws/cache';
import { DrawService } from './modules/draws/service';
import { DrawEvents } from './modules/draws/events';
import { DrawEngine } from './modules/draws/engine';
import type { Clock } from './modules/draws/engine';
import { drawRoutes } from './modules/draws/routes';
import { DRAWS_CHANNEL } from './modules/draws/types';
import type { DrawsNotice } from './modules/draws/types';
import { SiteService } from './modules/site/service';
import { siteRoutes } from './modules/site/routes';
import { SeoService } from './modules/seo/service';
import { seoRoutes } from './modules/seo/routes';
import { RegistryStore } from './modules/registry/store';
import { registryRoutes } from './modules/registry/routes';
import { PageRenderer } from './modules/pages/render';
import { pageRoutes } from './modules/pages/routes';
import { healthRoutes } from './modules/health/routes';
import { ruleRoutes } from './modules/rules/routes';
import { TrendService } from './modules/trends/service';
import { trendRoutes } from './modules/trends/routes';
import { IngestService } from './modules/draws/ingest/service';
import { ingestRoutes } from './modules/draws/ingest/routes';

export interface AppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  randomInt?: (maxExclusive: number) => number;
  logger?: boolean | { level: string };
  /** Requests per minute per client on the API; 0 turns the limit off (benchmarks). */
  rateLimitPerMinute?: number;
}

export interface Services {
  config: Config;
  db: Db;
  clock: Clock;
  catalogue: Catalogue;
  repo: DrawRepository;
  cache: DrawCache;
  draws: DrawService;
  events: DrawEvents;
  engine: DrawEngine;
  trends: TrendService;
  ingest: IngestService;
  site: SiteService;
  seo: SeoService;
  registry: RegistryStore;
}

export type App = FastifyInstance & { services: Services };

const PUBLIC_DIR = path.resolve(__dirname, '..', 'public');

/** Builds the server: migrations, services, plugins and routes. Does not listen or start the engine. */
export async function buildApp(opts: AppOptions): Promise<App> {
  const { config, db } = opts;
  const clock = opts.clock ?? { now: () => Date.now() };
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

  await migrate(db);
  const catalogue = new Catalogue(config.simulate, config.jisuIntervalSeconds);
  const repo = new DrawRepository(db);
  const cache = new DrawCache(repo);
  const draws = new DrawService(catalogue, cache, repo, clock);
  const events = new DrawEvents(cache, draws);
  const engine = new DrawEngine({ db, catalogue, repo, clock, randomInt: opts.randomInt, log: app.log });
  const trends = new TrendService(catalogue, cache, clock);
  const ingest = new IngestService(db, catalogue, repo);
  const site = new SiteService(db);
  const seo = new SeoService(db);
  const registry = new RegistryStore(config.releasesDir);
  const services: Services = {
    config,
    db,
    clock,
    catalogue,
    repo,
    cache,
    draws,
    events,
    engine,
    trends,
    ingest,
    site,
    seo,
    registry,
  };

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

  await app.register(errorsPlugin);
  await app.register(helmet, { contentSecurityPolicy: false, frameguard: false, crossOriginEmbedderPolicy: false });
  await app.register(compress, { threshold: 1024 });
  const perMinute = opts.rateLimitPerMinute ?? 3000;
  if (perMinute > 0) await app.register(rateLimit, { max: perMinute, timeWindow: '1 minute', allowList: [] });
  await app.register(docsPlugin);

  const api = async (scope: FastifyInstance) => {
    await scope.register(healthRoutes, { db });
    await scope.register(siteRoutes, { site });
    await scope.register(seoRoutes, { seo });
    await scope.register(lotteryRoutes, { catalogue, site });
    await scope.register(drawRoutes, { catalogue, draws, events });
    await scope.register(registryRoutes, { registry });
    await scope.register(ruleRoutes, { catalogue, clock });
    await scope.register(trendRoutes, { trends });
    await scope.register(ingestRoutes, { ingest, ingestKey: config.ingestKey });
  };
  await app.register(api);
  await app.register(api, { prefix: '/api' });

  const renderer = new PageRenderer(config.shellDir, { registry, seo, site, catalogue });
  await app.register(pageRoutes, {
    renderer,
    shellDir: config.shellDir,
    releasesDir: config.releasesDir,
    publicDir: PUBLIC_DIR,
  });

  app.addHook('onClose', async () => {
    await engine.stop();
    events.close();
    await unlisten();
  });

  return Object.assign(app, { services }) as unknown as App;
}
