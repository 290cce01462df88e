import fp from 'fastify-plugin';
import { PUBLIC_DIR } from '../../paths';
import { PageRenderer } from './render';
import { pageRoutes } from './routes';

/**
 * The site's pages: static hosting of the shell, remote releases and /static, and index.html
 * rendered per page for every other GET (the app's not-found handler). Registered last.
 */
export const pagesModule = fp(
  async (app) => {
    const { config, registry, seo, site, catalogue } = app;
    const renderer = new PageRenderer(config.shellDir, { registry, seo, site, catalogue });
    await app.register(pageRoutes, {
      renderer,
      shellDir: config.shellDir,
      releasesDir: config.releasesDir,
      publicDir: PUBLIC_DIR,
    });
  },
  { name: 'pages', dependencies: ['registry', 'seo', 'site', 'lotteries'] },
);
