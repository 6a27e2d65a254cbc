import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '../../src/domain/api-paths.ts';
import { apiCaller, type CallOptions, type CallResult } from './test-server.ts';

/**
 * The real server as a child process: `npm start`'s entry (src/server/cli/start.ts) run by node with
 * tsx's loader in-process (`node --import tsx`, not the tsx CLI, which would put a second process
 * between us and the server, so a SIGKILL would reach only that one). For tests that kill it,
 * restart it on the same data folder, or restart what it depends on.
 */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** Calls an API path (API_PREFIX added) over HTTP, as TestServer.call does; POST unless told. */
  call<T = unknown>(path: string, body?: unknown, options?: CallOptions): Promise<CallResult<T>>;
  /** True until the process has exited. */
  alive(): boolean;
  /** Sends `signal` (SIGKILL unless told) and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** SIGTERM: the server's own graceful stop (finishes requests, closes mail and database). */
  stop(): Promise<void>;
  /** The last lines it wrote (stdout and stderr), for failure messages. */
  output(): string;
}

export interface ServerProcessOptions {
  dataDir: string;
  smtpUrl: string;
  databaseUrl?: string;
  /** Listening port; a free one when 0 or unset. Pass the previous one to restart on the same address. */
  port?: number;
  /** More environment (over the defaults below). */
  env?: Record<string, string>;
  /** How long to wait for it to listen. */
  startTimeoutMs?: number;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENTRY = join(root, 'src/server/cli/start.ts');

/** Every variable config.ts reads: the child gets ours, never one from the environment of the run. */
const CONFIG_VARIABLES = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'SMTP_URL',
  'MAIL_FROM',
  'PUBLIC_URL',
  'PORTAL_MODE',
  'SECRET',
  'SESSION_IDLE_MINUTES',
  'SESSION_ABSOLUTE_HOURS',
  'BODY_LIMIT_BYTES',
  'SHUTDOWN_GRACE_SECONDS',
  'HEADERS_TIMEOUT_SECONDS',
  'BODY_TIMEOUT_SECONDS',
  'REQUEST_TIMEOUT_SECONDS',
  'TRUST_PROXY',
  'RATE_WINDOW_SECONDS',
  'RATE_LIMIT_LOGIN',
  'RATE_LIMIT_SEND_CODE',
  'RATE_LIMIT_VERIFY',
  'RATE_LIMIT_FORGOT',
  'RATE_LIMIT_PASSWORD_CHECK',
  'RATE_LIMIT_LOGIN_ADDRESS',
  'SESSION_CACHE_MS',
  'REDIS_URL',
  'LOG_LEVEL',
  'WEB_DIST',
];

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A stand-in web build (under .test-data/, kept): start.ts rebuilds the web app when its index.html
 * is older than the sources, which would cost a Vite build per start; this one is dated in the future.
 */
function stubWebDist(): string {
  const folder = join(root, '.test-data', 'web-stub');
  const index = join(folder, 'index.html');
  mkdirSync(folder, { recursive: true });
  writeFileSync(index, '<!doctype html><html><head><title>stub</title></head><body></body></html>\n');
  const future = new Date(Date.now() + 10 * 365 * 24 * 3_600_000);
  utimesSync(index, future, future);
  return folder;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server and resolves once it answers HTTP (it listens only after the database is ready). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of CONFIG_VARIABLES) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    SMTP_URL: options.smtpUrl,
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: stubWebDist(),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    // Every rate limit off: the tests send bursts from one address.
    RATE_LIMIT_LOGIN: '0',
    RATE_LIMIT_SEND_CODE: '0',
    RATE_LIMIT_VERIFY: '0',
    RATE_LIMIT_FORGOT: '0',
    RATE_LIMIT_PASSWORD_CHECK: '0',
    RATE_LIMIT_LOGIN_ADDRESS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const output = () => lines.join('\n');

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    if (!alive()) throw new Error(`the server exited before it listened (${child.exitCode}):\n${output()}`);
    try {
      // Any HTTP answer means it listens; buildApp opens and migrates the database before that.
      await fetch(`${url}${API_PREFIX}/`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`the server did not listen on ${url} in time:\n${output()}`);
      }
      await sleep(50);
    }
  }

  const kill = async (signal: NodeJS.Signals = 'SIGKILL') => {
    if (alive()) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    alive,
    kill,
    stop: () => kill('SIGTERM'),
    output,
    call: apiCaller(url),
  };
}
