import { connectDatabase, type Database, type Db } from '../db/connect.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Database['engine'];
  }
}

/** Opens (and migrates) the database before any route is ready; closes it with the app. */
export const dbPlugin = shared('db', async (app) => {
  const database = await connectDatabase(app.config, app.log);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.addHook('onClose', () => database.close());
  app.log.info({ engine: database.engine }, 'database ready');
});
