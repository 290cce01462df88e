import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { newsAdminRoutes } from './admin';
import { NewsRepository } from './repository';
import { newsRoutes } from './routes';
import { NewsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announcements and news (公告 / 资讯) the operators publish. */
    news: NewsService;
  }
}

/** Announcements and news: the public list and detail, and the operator routes. */
export const newsModule = fp(
  async (app) => {
    app.decorate('news', new NewsService(new NewsRepository(app.db), app.clock));
    await registerRoutes(app, newsRoutes);
    await registerRoutes(app, newsAdminRoutes);
  },
  { name: 'news', dependencies: ['db', 'auth'] },
);
