import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { healthRoutes } from './routes';
import { HealthService } from './service';

/** GET /healthz (liveness) and GET /readyz (readiness). */
export const healthModule = fp(
  async (app) => {
    const health = new HealthService(app.db);
    await registerRoutes(app, async (scope) => healthRoutes(scope, { health }));
  },
  { name: 'health', dependencies: ['db'] },
);
