import fp from 'fastify-plugin';
import { PUBLIC_DIR } from '../../paths';
import { FIRST_VIEW_HEADER, FIRST_VIEW_SECRET } from '../../lib/firstViewRequest';
import { FirstViews } from './firstView';
import { PageRenderer } from './render';
import { pageRoutes } from './routes';

/**
 * The site's pages: static hosting of the shell, remote releases and /static, and index.html
 * rendered per page for every other GET (the app's not-found handler). Registered last.
 */
export const pagesModule = fp(
  async (app) => {
    const { config, registry, seo, site, catalogue, news } = app;
    // The first views read the API in-process; their requests carry a per-process secret that
    // exempts them from the client rate limit (app.ts: firstViewRequest), which nothing outside
    // the process can forge.
    const firstViews = new FirstViews(config.shellDir, {
      log: app.log,
      releasesDir: config.releasesDir,
      liveEventId: () => app.drawEvents.stats.head,
      inject: async (url) => {
        const res = await app.inject({ method: 'GET', url, headers: { [FIRST_VIEW_HEADER]: FIRST_VIEW_SECRET } });
        return { statusCode: res.statusCode, body: res.body };
      },
    });
    news.onChange(() => firstViews.invalidate());
    const renderer = new PageRenderer(config.shellDir, { registry, seo, site, catalogue, news, firstViews });
    await app.register(pageRoutes, {
      renderer,
      shellDir: config.shellDir,
      releasesDir: config.releasesDir,
      publicDir: PUBLIC_DIR,
    });
  },
  { name: 'pages', dependencies: ['registry', 'seo', 'site', 'lotteries', 'draws', 'news'] },
);
