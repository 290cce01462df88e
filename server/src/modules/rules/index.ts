import fp from 'fastify-plugin';
import { registerRoutes } from '../../lib/routes';
import { ruleRoutes } from './routes';

/** The rules text of each family (GET ruleDetails/{code}). */
export const rulesModule = fp((app) => registerRoutes(app, ruleRoutes), {
  name: 'rules',
  dependencies: ['lotteries'],
});
