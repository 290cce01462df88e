import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { healthRoutes } from './routes';

/** GET /healthz. */
export const healthModule = fp((app) => registerRoutes(app, healthRoutes), { name: 'health', dependencies: ['db'] });
