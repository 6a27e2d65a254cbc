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
      /**
       * Before any hashing: counts the attempt, and over a limit throws the envelope 406, saying
       * when to retry. Counted first (atomically), so N parallel attempts get at most a limit's worth.
       */
      check(
        action: LimitedAction,
        request: FastifyRequest,
        options?: { trustedDevice?: boolean },
      ): Promise<void>;
      /** A right password (sign-in, re-check): takes back the attempt the failure-counted limits counted. */
      passed(
        action: 'login' | 'passwordCheck',
        request: FastifyRequest,
        options?: { trustedDevice?: boolean },
      ): Promise<void>;
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
  /**
   * Every attempt counts, or only the wrong passwords (a person signing in again and again is never
   * stopped): those are counted before the check too, and a right password is taken back.
   */
  counts: 'every' | 'failure';
  /** Counts every account behind one address together (spraying): a device cookie skips it (ADR 021). */
  perAddressOnly?: boolean;
}

/**
 * Which limiters each action meets. Sign-in: per address and account (one attacker cannot lock a
 * user out from everywhere, nor guess freely) and per address across accounts (password spraying).
 */
const LIMITERS: Record<LimitedAction, Limiter[]> = {
  login: [
    { name: 'login', key: (request) => `${request.ip}|${bodyEmail(request)}`, counts: 'failure' },
    { name: 'loginAddress', key: (request) => request.ip, counts: 'failure', perAddressOnly: true },
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
 * Every attempt is counted and checked in one atomic step (exact across instances and in parallel:
 * issue 24); where only wrong passwords count, a right one is taken back after the hash.
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
    async check(action: LimitedAction, request: FastifyRequest, options = {}) {
      // A browser this account signed in from before (device cookie) is not held by the address's limit.
      const limiters = active(action).filter((l) => !(options.trustedDevice && l.perAddressOnly));
      const wait = await windows.attempt(limitsOf(limiters, request));
      if (wait > 0) throw refuse(wait);
    },
    async passed(action: 'login' | 'passwordCheck', request: FastifyRequest, options = {}) {
      const failureCounted = active(action).filter(
        (l) => l.counts === 'failure' && !(options.trustedDevice && l.perAddressOnly),
      );
      await windows.refund(limitsOf(failureCounted, request));
    },
  });
});
