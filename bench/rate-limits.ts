import type { Config } from '../src/server/config.ts';

/** Raised, not switched off (0 would): the limiter's own cost stays in the figures, but it never refuses. */
export const BENCH_RATE_LIMIT = 1_000_000_000;

export const RAISED_RATE_LIMITS: Config['rateLimits'] = {
  login: BENCH_RATE_LIMIT,
  loginAddress: BENCH_RATE_LIMIT,
  sendCode: BENCH_RATE_LIMIT,
  verify: BENCH_RATE_LIMIT,
  forgot: BENCH_RATE_LIMIT,
  passwordCheck: BENCH_RATE_LIMIT,
};
