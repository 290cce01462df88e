import fp from 'fastify-plugin';
import { registryOrigins } from '../../lib/csp';
import { PUBLIC_DIR } from '../../paths';
import { PageRenderer } from './render';
import { pageRoutes } from './routes';

/**
 * The site's pages: static hosting of the shell, remote releases and /static, and index.html
 * rendered per page for every other GET (the app's not-found handler). Registered last.
 */
export const pagesModule = fp(
  async (app) => {
    const { config, registry, seo, site, catalogue, news } = app;
    const renderer = new PageRenderer(config.shellDir, { registry, seo, site, catalogue, news });
    await app.register(pageRoutes, {
      renderer,
      shellDir: config.shellDir,
      releasesDir: config.releasesDir,
      publicDir: PUBLIC_DIR,
      remoteOrigins: () => registryOrigins(registry.read()),
    });
  },
  { name: 'pages', dependencies: ['registry', 'seo', 'site', 'lotteries', 'news'] },
);
