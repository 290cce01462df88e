import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { migrate } from '../db/migrate';
import type { Db } from '../db/types';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (PGlite or PostgreSQL), migrated. The caller that opened it closes it. */
    db: Db;
  }
}

/** Brings the schema up to date and decorates the app with the database. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    db.setLog(app.log);
    await migrate(db);
    app.decorate('db', db);
  },
  { name: 'db' },
);
