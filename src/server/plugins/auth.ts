import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import type { Role } from '../../domain/user.ts';
import { Refusal } from '../http/envelope.ts';
import { safeError } from '../http/log-safety.ts';
import { portalOf } from '../services/portals.ts';
import { redisNamespace } from '../services/redis.ts';
import { redisSessionChannel } from '../services/redis-sessions.ts';
import { type ActiveSession, resolveSession, SESSION_CHANNEL, SessionCache } from '../services/sessions.ts';
import type { UserRow } from '../services/users.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on private routes. */
    auth: ActiveSession | null;
  }
  interface FastifyInstance {
    /** preHandler for private scopes: resolves the bearer token or answers envelope 403. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Resolved sessions held for a few seconds; emptied on every revocation notice (issue 12). */
    sessionCache: SessionCache;
    /**
     * After a change to a user's sessions or account has committed (sign-out, password or email
     * change, reset, category): forgets the user's cached sessions here and waits until this
     * instance's listener has seen the change's notice, so the next request anywhere is refused.
     */
    sessionsChanged(userId: number): Promise<void>;
  }
}

/**
 * The application_name of each instance's listening connection: settle counts the listeners by it
 * in pg_stat_activity. (Not by its last query, `listen …`: the same connection then sends the
 * acknowledgements, after which its last query is a pg_notify and it would no longer be counted —
 * a sign-out would then answer before the other instances had forgotten the session.)
 */
export const LISTENER_NAME = 'portal_sessions listener';

/** Our tokens are 32 random bytes in base64url; anything else is refused without a query. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/i;

/** Listens on SESSION_CHANNEL with a dedicated client, reconnecting; the cache is off while it is down. */
async function listenPostgres(
  url: string,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, 1_000);
    retry.unref();
  };
  const connect = async () => {
    const candidate = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    const ack = (payload: string) =>
      void candidate.query('select pg_notify($1, $2)', [SESSION_CHANNEL, payload]).catch(() => undefined);
    candidate.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) cache.noticed(message.payload, ack);
    });
    candidate.on('error', (error) => log.warn({ err: safeError(error) }, 'session listener error'));
    candidate.on('end', () => {
      if (client === candidate) client = undefined;
      cache.setLive(false);
      scheduleRetry();
    });
    try {
      await candidate.connect();
      await candidate.query(`listen ${SESSION_CHANNEL}`);
      if (closed) {
        await candidate.end();
        return;
      }
      client = candidate;
      cache.setLive(true);
    } catch (error) {
      log.warn(
        { err: safeError(error) },
        'session listener not connected; sessions are not cached meanwhile',
      );
      await candidate.end().catch(() => undefined);
      scheduleRetry();
    }
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    cache.setLive(false);
    await client?.end().catch(() => undefined);
  };
}

/** PGlite is one connection in this process: its own LISTEN hears every commit's notices. */
async function listenPglite(client: PGlite, cache: SessionCache): Promise<() => Promise<void>> {
  const unlisten = await client.listen(SESSION_CHANNEL, (payload) =>
    cache.noticed(payload, (ack) => cache.noticed(ack)),
  );
  cache.setLive(true);
  return async () => {
    cache.setLive(false);
    await unlisten().catch(() => undefined);
  };
}

/**
 * Where the instances hear of session and account changes: Redis pub/sub when REDIS_URL is set
 * (PostgreSQL engine), else the database's LISTEN/NOTIFY (PostgreSQL: a dedicated connection;
 * PGlite: in process). Sessions are cached only while it is connected.
 */
async function sessionNotices(app: FastifyInstance, cache: SessionCache) {
  const { config } = app;
  if (config.sessionCacheMs <= 0) return { stop: async () => {}, changed: async () => {} };
  if (app.dbEngine === 'postgres' && config.redisUrl) {
    const channel = await redisSessionChannel(config.redisUrl, redisNamespace(config), cache, app.log);
    return {
      stop: () => channel.close(),
      // Only the servers announce over Redis (no trigger does): the user id, then a settle marker
      // on the same connection, so every instance has forgotten the user when it acknowledges.
      changed: async (userId: number) => {
        await channel.publish(String(userId)).catch((error: unknown) => {
          app.log.warn({ err: safeError(error) }, 'session change not announced over Redis');
        });
        await cache.settle(channel.publish, channel.listeners);
      },
    };
  }
  const stop =
    app.dbEngine === 'postgres' && config.databaseUrl
      ? await listenPostgres(config.databaseUrl, cache, app.log)
      : await listenPglite((app.db as unknown as { $client: PGlite }).$client, cache);
  const notify = (payload: string) => app.db.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${payload})`);
  // How many instances listen (each acknowledges a settle marker); PGlite: this process only.
  const listeners = async () => {
    if (app.dbEngine !== 'postgres') return 1;
    const result = (await app.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_NAME}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 1;
  };
  // The triggers of migration 0012 have announced the change at its commit.
  return { stop, changed: () => cache.settle(notify, listeners) };
}

export const authPlugin = shared('auth', async (app) => {
  const cache = new SessionCache(app.config.sessionCacheMs);
  const notices = await sessionNotices(app, cache);
  app.addHook('preClose', notices.stop);
  app.decorate('sessionCache', cache);
  app.decorate('sessionsChanged', async (userId: number) => {
    cache.forgetUser(userId);
    await notices.changed(userId);
  });
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new Refusal(Code.Forbidden, Msg.notSignedIn);
    const portal = portalOf(request.hostname, app.config.portalMode);
    const session = await resolveSession(app.db, token, app.now(), app.sessionPolicy, cache, portal);
    if (session === 'unknown') throw new Refusal(Code.Forbidden, Msg.notSignedIn);
    if (session === 'ended') throw new Refusal(Code.Forbidden, Msg.sessionExpired);
    request.auth = session;
  });
});

/** The session of a request that passed `authenticate`. */
export function signedIn(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new Refusal(Code.Forbidden, Msg.notSignedIn);
  return request.auth;
}

/**
 * The signed-in user when the role on the account is one of `roles`; otherwise 406 "not allowed"
 * (403 is kept for a missing or ended session, which sends the client to sign in).
 */
export function signedInAs<R extends Role>(
  request: FastifyRequest,
  roles: readonly R[],
): UserRow & { role: R } {
  const { user } = signedIn(request);
  if (!(roles as readonly Role[]).includes(user.role)) throw new Refusal(Code.Refused, Msg.notAllowed);
  return user as UserRow & { role: R };
}
