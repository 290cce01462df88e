import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * Registers a module's routes at the root and again under `/api` (the same paths behind a
 * prefix, for hosts that proxy only /api). The routes read their services from the app's
 * decorations, which the module built once.
 */
export async function registerRoutes(app: FastifyInstance, routes: FastifyPluginAsync): Promise<void> {
  await app.register(routes);
  await app.register(routes, { prefix: '/api' });
}
