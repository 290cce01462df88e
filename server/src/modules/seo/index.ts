import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { seoRoutes } from './routes';
import { SeoService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    seo: SeoService;
  }
}

/** SEO data per page (seo_pages): the service and GET seo/page. */
export const seoModule = fp(
  async (app) => {
    app.decorate('seo', new SeoService(app.db));
    await registerRoutes(app, seoRoutes);
  },
  { name: 'seo', dependencies: ['db'] },
);
