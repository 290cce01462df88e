import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { siteRoutes } from './routes';
import { SiteService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteService;
  }
}

/** Site information (site_settings): the service and GET site/info. */
export const siteModule = fp(
  async (app) => {
    app.decorate('site', new SiteService(app.db));
    await registerRoutes(app, siteRoutes);
  },
  { name: 'site', dependencies: ['db'] },
);
