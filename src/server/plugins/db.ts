import type { Database, Db } from '../db/connect.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Database['engine'];
  }
}

/**
 * Hands the database buildApp opened (before any plugin, so Fastify's 10 s plugin time-out never
 * covers a first start's initdb, migrations and seed sync: issue 24) to every route; closes it
 * with the app.
 */
export const dbPlugin = shared<{ database: Database }>('db', async (app, { database }) => {
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.addHook('onClose', () => database.close());
});
