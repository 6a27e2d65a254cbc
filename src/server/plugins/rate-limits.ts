import type { FastifyRequest } from 'fastify';
import { Code } from '../../domain/envelope.ts';
import { tooManyAttempts } from '../../domain/messages.ts';
import type { RateLimitName } from '../config.ts';
import { Refusal } from '../http/envelope.ts';
import { AttemptWindows } from '../services/attempt-windows.ts';
import { shared } from './shared.ts';

/** The checks a route makes: sign-in, codes, forgot password, current-password re-checks. */
export type LimitedAction = 'login' | 'sendCode' | 'verify' | 'forgot' | 'passwordCheck';

declare module 'fastify' {
  interface FastifyInstance {
    limit: {
      /** Before any hashing: over a limit it throws the envelope 406, saying when to retry. */
      check(action: LimitedAction, request: FastifyRequest): void;
      /** A wrong password (sign-in, re-check): what the failure-counted limits count. */
      failed(action: 'login' | 'passwordCheck', request: FastifyRequest): void;
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
 * Limits only the routes that need it, checked by the handler before any hashing, so hashing
 * cannot become the denial-of-service target. A limit of 0 switches its limiter off (benchmarks).
 */
export const rateLimitsPlugin = shared('rate-limits', async (app) => {
  const { rateLimits, rateWindowSeconds } = app.config;
  const windows = new AttemptWindows(rateWindowSeconds * 1000, () => app.now().getTime());
  const keyOf = (limiter: Limiter, request: FastifyRequest) => `${limiter.name}:${limiter.key(request)}`;
  const active = (action: LimitedAction) => LIMITERS[action].filter((l) => rateLimits[l.name] > 0);
  app.decorate('limit', {
    check(action: LimitedAction, request: FastifyRequest) {
      const limiters = active(action);
      const wait = Math.max(
        0,
        ...limiters.map((l) => windows.retryAfter(keyOf(l, request), rateLimits[l.name])),
      );
      if (wait > 0) {
        throw new Refusal(Code.Refused, tooManyAttempts(wait), null, { 'retry-after': String(wait) });
      }
      for (const limiter of limiters) if (limiter.counts === 'every') windows.count(keyOf(limiter, request));
    },
    failed(action: 'login' | 'passwordCheck', request: FastifyRequest) {
      for (const limiter of active(action)) windows.count(keyOf(limiter, request));
    },
  });
});
