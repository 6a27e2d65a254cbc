import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '../../domain/envelope.ts';
import { tooManyAttempts } from '../../domain/messages.ts';
import type { RateLimitName } from '../config.ts';
import { Refusal } from '../http/envelope.ts';
import { safeError } from '../http/log-safety.ts';
import { type AttemptStore, MemoryAttemptStore } from '../services/attempt-store.ts';
import { PostgresAttemptStore } from '../services/attempt-store-postgres.ts';
import { RedisAttemptStore } from '../services/attempt-store-redis.ts';
import { type AttemptLimit, AttemptWindows } from '../services/attempt-windows.ts';
import { openRedis, redisNamespace } from '../services/redis.ts';
import { shared } from './shared.ts';

/** The checks a route makes: sign-in, codes, forgot password, current-password re-checks. */
export type LimitedAction = 'login' | 'sendCode' | 'verify' | 'forgot' | 'passwordCheck';

declare module 'fastify' {
  interface FastifyInstance {
    limit: {
      /** Before any hashing: over a limit it throws the envelope 406, saying when to retry. */
      check(action: LimitedAction, request: FastifyRequest): Promise<void>;
      /** A wrong password (sign-in, re-check): what the failure-counted limits count. */
      failed(action: 'login' | 'passwordCheck', request: FastifyRequest): Promise<void>;
      /** Where the windows are counted: shared by every instance unless `memory`. */
      store: AttemptStore['kind'];
    };
  }
}

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { loginEmail?: unknown } | undefined)?.loginEmail;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

interface Limiter {
  name: RateLimitName;
  /** Who an attempt is counted against. */
  key: (request: FastifyRequest) => string;
  /** Every attempt counts, or only the wrong passwords (a person signing in again and again is never stopped). */
  counts: 'every' | 'failure';
}

/**
 * Which limiters each action meets. Sign-in: per address and account (one attacker cannot lock a
 * user out from everywhere, nor guess freely) and per address across accounts (password spraying).
 */
const LIMITERS: Record<LimitedAction, Limiter[]> = {
  login: [
    { name: 'login', key: (request) => `${request.ip}|${bodyEmail(request)}`, counts: 'failure' },
    { name: 'loginAddress', key: (request) => request.ip, counts: 'failure' },
  ],
  sendCode: [{ name: 'sendCode', key: (request) => request.ip, counts: 'every' }],
  verify: [{ name: 'verify', key: (request) => request.ip, counts: 'every' }],
  forgot: [{ name: 'forgot', key: (request) => request.ip, counts: 'every' }],
  passwordCheck: [
    {
      name: 'passwordCheck',
      key: (request) => String(request.auth?.user.id ?? request.ip),
      counts: 'failure',
    },
  ],
};

/**
 * Where the windows are counted: Redis when REDIS_URL is set, else the database when it is
 * PostgreSQL (every instance shares it), else this process (PGlite serves one instance).
 */
async function openStore(app: FastifyInstance): Promise<AttemptStore> {
  const { redisUrl } = app.config;
  if (redisUrl) {
    const client = await openRedis(redisUrl, 'rate limits', app.log);
    return new RedisAttemptStore(client, redisNamespace(app.config), (error) =>
      app.log.warn({ err: safeError(error) }, 'rate limits counted in this process: Redis did not answer'),
    );
  }
  if (app.dbEngine === 'postgres') {
    return new PostgresAttemptStore(app.db, app.now().getTime(), (error) =>
      app.log.warn({ err: safeError(error) }, 'ended rate-limit windows not deleted'),
    );
  }
  return new MemoryAttemptStore();
}

/**
 * Limits only the routes that need it, checked by the handler before any hashing, so hashing
 * cannot become the denial-of-service target. A limit of 0 switches its limiter off (benchmarks).
 * Every-attempt limits are counted and checked in one step (exact across instances); wrong
 * passwords are counted after the hash, so attempts racing in parallel may each pass the check.
 */
export const rateLimitsPlugin = shared('rate-limits', async (app) => {
  const { rateLimits, rateWindowSeconds } = app.config;
  const store = await openStore(app);
  app.addHook('onClose', () => store.close());
  const windows = new AttemptWindows(store, rateWindowSeconds * 1000, () => app.now().getTime());
  const limitsOf = (limiters: Limiter[], request: FastifyRequest): AttemptLimit[] =>
    limiters.map((l) => ({ key: `${l.name}:${l.key(request)}`, max: rateLimits[l.name] }));
  const active = (action: LimitedAction) => LIMITERS[action].filter((l) => rateLimits[l.name] > 0);
  const refuse = (wait: number) =>
    new Refusal(Code.Refused, tooManyAttempts(wait), null, { 'retry-after': String(wait) });
  app.decorate('limit', {
    store: store.kind,
    async check(action: LimitedAction, request: FastifyRequest) {
      const limiters = active(action);
      const failureCounted = limiters.filter((l) => l.counts === 'failure');
      const wait = await windows.retryAfter(limitsOf(failureCounted, request));
      if (wait > 0) throw refuse(wait);
      const everyCounted = limiters.filter((l) => l.counts === 'every');
      const waitEvery = await windows.attempt(limitsOf(everyCounted, request));
      if (waitEvery > 0) throw refuse(waitEvery);
    },
    async failed(action: 'login' | 'passwordCheck', request: FastifyRequest) {
      await windows.count(limitsOf(active(action), request));
    },
  });
});
