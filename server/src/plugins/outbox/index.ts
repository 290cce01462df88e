import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxRunner } from './runner';
import type { OutboxRunnerOptions } from './runner';

export { OutboxRunner } from './runner';
export type { OutboxConsumer, OutboxRow, OutboxRunnerOptions } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The draw outbox consumers: modules register theirs while the app is built
     * (`app.outbox.register({ name, handle })`); main.ts starts the runner after listen.
     */
    outbox: OutboxRunner;
  }
}

/** Decorates the app with the outbox runner and stops it when the app closes. */
export const outboxPlugin = fp(
  async (app: FastifyInstance, options: Omit<OutboxRunnerOptions, 'log'>) => {
    const runner = new OutboxRunner(app.db, { ...options, log: app.log });
    app.decorate('outbox', runner);
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'outbox', dependencies: ['db'] },
);
