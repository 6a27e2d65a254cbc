import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import type { RateLimitName } from '../config.ts';
import { Refusal } from '../http/envelope.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one attempt; over the limit it throws the envelope 406 with Retry-After. */
    limit: Record<RateLimitName, (request: FastifyRequest) => Promise<void>>;
  }
}

const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { loginEmail?: unknown } | undefined)?.loginEmail;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** Who an attempt is counted against, per limiter. */
const KEYS: Record<RateLimitName, (request: FastifyRequest) => string> = {
  // Per address and account: one attacker cannot lock a user out from everywhere, nor guess freely.
  login: (request) => `${request.ip}|${bodyEmail(request)}`,
  sendCode: (request) => request.ip,
  verify: (request) => request.ip,
  forgot: (request) => request.ip,
  passwordCheck: (request) => String(request.auth?.user.id ?? request.ip),
};

/**
 * Limits only the routes that need it (sign-in, codes, forgot password, password re-checks), called
 * from the handler before any hashing, so hashing cannot become the denial-of-service target.
 * In-process counters: with several instances each counts on its own (docs/operations.md).
 */
export const rateLimitsPlugin = shared('rate-limits', async (app) => {
  await app.register(rateLimit, { global: false });
  const { rateLimits, rateWindowSeconds } = app.config;
  const limit = {} as Record<RateLimitName, (request: FastifyRequest) => Promise<void>>;
  for (const name of Object.keys(KEYS) as RateLimitName[]) {
    const max = rateLimits[name];
    const check = app.createRateLimit({
      max,
      timeWindow: rateWindowSeconds * 1000,
      keyGenerator: KEYS[name],
    });
    limit[name] = async (request) => {
      if (max === 0) return; // 0 switches a limiter off (benchmarks)
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        throw new Refusal(Code.Refused, Msg.tooManyAttempts, null, {
          'retry-after': String(Math.max(1, outcome.ttlInSeconds)),
        });
      }
    };
  }
  app.decorate('limit', limit);
});
