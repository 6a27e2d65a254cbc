import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { API_PREFIX } from '../domain/api-paths.ts';
import type { Config } from './config.ts';
import { connectDatabase, type Database } from './db/connect.ts';
import { safeUrl } from './http/log-safety.ts';
import { authPlugin } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { contextPlugin } from './plugins/context.ts';
import { dbPlugin } from './plugins/db.ts';
import { answerClientError, answerFrameworkError, envelopePlugin } from './plugins/envelope.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { mailOutboxPlugin } from './plugins/mail-outbox.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { routeAccessPlugin } from './plugins/route-access.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { slowClientsPlugin, timeoutOptions } from './plugins/slow-clients.ts';
import { storagePlugin } from './plugins/storage.ts';
import { webPlugin } from './plugins/web.ts';
import { recordRoutes } from './route-list.ts';
import { apiRoutes } from './routes/api.ts';

/**
 * Builds the whole server (API, web app, shared plugins) without listening. Resolves once the
 * database is open and migrated; tests may still add routes before `listen`/`ready`. The database is
 * opened here, outside every plugin: Fastify times each plugin out after 10 s, and a first start on a
 * busy machine (PGlite's initdb, the migrations, the seed sync) takes longer (issue 24).
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(config.logStream ? { stream: config.logStream } : {}),
      redact: ['req.headers.authorization'],
      // Reset links carry their token in the query: the log keeps the address without it.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: safeUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimit,
    ...timeoutOptions(config),
    trustProxy: config.trustProxy,
    frameworkErrors: (error, _request, reply) =>
      answerFrameworkError(error, reply as unknown as FastifyReply),
    clientErrorHandler: answerClientError,
  });
  acceptEmptyJson(app);
  recordRoutes(app);
  const database = await openDatabase(app, config);
  try {
    await registerPlugins(app, config, database);
  } catch (error) {
    await app.close().catch(() => undefined); // the database too, once the db plugin has it
    await database.close().catch(() => undefined); // harmless when the app closed it already
    throw error;
  }
  return app;
}

async function openDatabase(app: FastifyInstance, config: Config): Promise<Database> {
  const started = performance.now();
  const database = await connectDatabase(config, app.log, (step) => app.log.info(`database: ${step}…`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  app.log.info({ engine: database.engine }, `database ready in ${seconds} s`);
  return database;
}

async function registerPlugins(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  await app.register(contextPlugin, { config });
  await app.register(envelopePlugin);
  await app.register(slowClientsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin); // before the routes and @fastify/static, as it asks
  await app.register(dbPlugin, { database });
  await app.register(mailerPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(storagePlugin);
  await app.register(housekeepingPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(routeAccessPlugin); // the route table's roles, on every declared route (ADR 016)
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(webPlugin);
}

/**
 * Some calls (currentUser) carry no body; a client that still sends Content-Type: application/json
 * gets the call answered instead of an "empty body" refusal. Otherwise Fastify's safe parser runs.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
