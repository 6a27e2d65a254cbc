import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/domain/api-paths.ts';
import type { Envelope } from '../../src/domain/envelope.ts';
import { buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import type { Engine } from './engines.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

/** The server's clock in tests: starts now and moves only when told. */
export class TestClock {
  private current = Date.now();
  now = () => this.current;
  advance(ms: number): void {
    this.current += ms;
  }
  advanceMinutes(minutes: number): void {
    this.advance(minutes * 60_000);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  token?: string;
  headers?: Record<string, string>;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
}

export interface CallResult<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  smtp: SmtpSink;
  clock: TestClock;
  config: Config;
  /** Calls an API path (ApiPath value, API_PREFIX added) over HTTP; POST unless told, JSON body. */
  call<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  engine: Engine;
  config?: Partial<Config>;
  /** Runs after the app is built and before it listens (e.g. to add a route that crashes). */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
}

/** Limits high enough that only the rate-limit tests, which lower them, ever meet one. */
const RELAXED_LIMITS: Config['rateLimits'] = {
  login: 1000,
  loginAddress: 1000,
  sendCode: 1000,
  verify: 1000,
  forgot: 1000,
  passwordCheck: 1000,
};

/** Calls a server's API over HTTP: an ApiPath value (API_PREFIX added), POST unless told, JSON body. */
export function apiCaller(url: string): TestServer['call'] {
  return async <T>(path: string, body?: unknown, callOptions: CallOptions = {}) => {
    const { method = 'POST', token, rawBody } = callOptions;
    const headers: Record<string, string> = { ...callOptions.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${url}${API_PREFIX}${path}`, { method, headers, body: payload });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Envelope<T>,
    };
  };
}

/** A real server on a loopback port, a real database of the engine, a real SMTP sink. No mocks. */
export async function startTestServer(options: TestServerOptions): Promise<TestServer> {
  const smtp = await startSmtpSink();
  const database = await options.engine.create();
  const clock = new TestClock();
  const config: Config = {
    ...loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    host: '127.0.0.1',
    port: 0,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    smtpUrl: smtp.url,
    publicUrl: 'http://portal.test',
    webDist: 'tests/.no-web-dist',
    rateLimits: RELAXED_LIMITS,
    now: clock.now,
    ...options.config,
  };
  const app = await buildApp(config);
  await options.prepare?.(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    app,
    url,
    smtp,
    clock,
    config,
    call: apiCaller(url),
    async close() {
      await app.close();
      await Promise.all([smtp.close(), database.drop()]);
    },
  };
}
