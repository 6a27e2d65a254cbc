import { z } from 'zod';
import { PROVIDER_NAME_MAX, parseProviderName } from '../domain/provider.ts';
import { ROLES } from '../domain/user.ts';

/** The in-memory data folder: PGlite in memory, outbox only logged, a fresh secret per process. */
export const MEMORY = ':memory:';

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const optional = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Attempts allowed per RATE_WINDOW_SECONDS, per limiter (docs/api.md "Rate limits"). */
const rateLimits = z.object({
  RATE_WINDOW_SECONDS: int(900),
  RATE_LIMIT_LOGIN: int(10),
  RATE_LIMIT_LOGIN_ADDRESS: int(50),
  RATE_LIMIT_SEND_CODE: int(20),
  RATE_LIMIT_VERIFY: int(30),
  RATE_LIMIT_FORGOT: int(10),
  RATE_LIMIT_PASSWORD_CHECK: int(10),
});

const envSchema = z
  .object({
    PORT: int(8080).pipe(z.number().max(65535)),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    DATA_DIR: z.string().min(1).default('.data'),
    SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: optional.pipe(z.string().min(3).optional()),
    PROVIDER_NAME: optional.pipe(
      z
        .string()
        .max(PROVIDER_NAME_MAX)
        .regex(/^[^<>"\r\n]*$/, 'PROVIDER_NAME cannot hold <, >, " or line breaks')
        .optional(),
    ),
    PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
    PORTAL_MODE: optional.pipe(z.enum(ROLES).optional()),
    SECRET: optional.pipe(z.string().min(32, 'SECRET must be at least 32 characters').optional()),
    SESSION_IDLE_MINUTES: int(120).pipe(z.number().min(1)),
    SESSION_ABSOLUTE_HOURS: int(12).pipe(z.number().min(1)),
    SESSION_CACHE_MS: int(5_000).pipe(z.number().max(60_000)),
    BODY_LIMIT_BYTES: int(1_048_576).pipe(z.number().min(1024)),
    SHUTDOWN_GRACE_SECONDS: int(10).pipe(z.number().min(1)),
    HEADERS_TIMEOUT_SECONDS: int(20).pipe(z.number().min(1)),
    BODY_TIMEOUT_SECONDS: int(30).pipe(z.number().min(1)),
    REQUEST_TIMEOUT_SECONDS: int(300).pipe(z.number().min(1)),
    TRUST_PROXY: z.stringbool().default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().min(1).default('dist/web'),
  })
  .extend(rateLimits.shape);

export type RateLimitName = 'login' | 'loginAddress' | 'sendCode' | 'verify' | 'forgot' | 'passwordCheck';

export interface Config {
  port: number;
  host: string;
  /** Unset: embedded PGlite under dataDir (or in memory). */
  databaseUrl?: string;
  /**
   * Set: rate-limit counters and session revocation notices go through this Redis, shared by every
   * instance. Unset: the PostgreSQL database shares them (a table, LISTEN/NOTIFY); PGlite: in process.
   */
  redisUrl?: string;
  dataDir: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The provider's name in every mention (PROVIDER_NAME, default 'TOP Education'; ADR 018). */
  providerName: string;
  /** Base of links in emails; never taken from the request's Host header. */
  publicUrl: string;
  portalMode?: (typeof ROLES)[number];
  secret?: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** How long a resolved session answers from memory (0: never cached); revocation reaches it at once. */
  sessionCacheMs: number;
  bodyLimit: number;
  /** SIGTERM/SIGINT: how long requests in flight may finish before their connections are cut. */
  shutdownGraceMs: number;
  /** Slow clients (issue 24), each answered 408 in the envelope where it still can be. */
  timeouts: {
    /** The request line and headers must arrive within this. */
    headersMs: number;
    /** A body may stall (no bytes arriving) at most this long. */
    bodyIdleMs: number;
    /** The whole request must arrive within this (a 20 MB upload on a slow phone link fits). */
    requestMs: number;
  };
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  rateWindowSeconds: number;
  rateLimits: Record<RateLimitName, number>;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Milliseconds since the epoch; injectable so tests can move time instead of sleeping. */
  now: () => number;
}

/** Reads the configuration from the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${parseProviderName(e.PROVIDER_NAME)} Admissions <no-reply@localhost>`,
    providerName: parseProviderName(e.PROVIDER_NAME),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    portalMode: e.PORTAL_MODE,
    secret: e.SECRET,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    bodyLimit: e.BODY_LIMIT_BYTES,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    timeouts: {
      headersMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      bodyIdleMs: e.BODY_TIMEOUT_SECONDS * 1000,
      requestMs: Math.max(e.REQUEST_TIMEOUT_SECONDS, e.HEADERS_TIMEOUT_SECONDS) * 1000,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    rateWindowSeconds: e.RATE_WINDOW_SECONDS,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      loginAddress: e.RATE_LIMIT_LOGIN_ADDRESS,
      sendCode: e.RATE_LIMIT_SEND_CODE,
      verify: e.RATE_LIMIT_VERIFY,
      forgot: e.RATE_LIMIT_FORGOT,
      passwordCheck: e.RATE_LIMIT_PASSWORD_CHECK,
    },
    now: Date.now,
  };
}
