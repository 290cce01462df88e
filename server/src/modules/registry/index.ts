import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { registryRoutes } from './routes';
import { RegistryStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The remote registry document in RELEASES_DIR (written by the release tool). */
    registry: RegistryStore;
  }
}

/** The remote registry: the store and GET /mf/registry.json. */
export const registryModule = fp(
  async (app) => {
    app.decorate('registry', new RegistryStore(app.config.releasesDir));
    await registerRoutes(app, registryRoutes);
  },
  { name: 'registry' },
);
