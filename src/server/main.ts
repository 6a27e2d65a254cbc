import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { safeError } from './http/log-safety.ts';

export interface RunningServer {
  app: FastifyInstance;
  /** Where it listens, e.g. http://127.0.0.1:8080 (PUBLIC_URL is what emails link to). */
  url: string;
  close(): Promise<void>;
}

/** After the grace, what may still hold the process (a hung database or mail server) gets this long. */
const EXIT_MARGIN_MS = 5_000;

/**
 * Closes the app: no new connections, requests in flight get `graceMs` to finish, then their
 * connections are cut (a stalled upload must not hold the process: issue 24); then the outbox worker
 * stops (plugins/mail-outbox.ts) and the mailer and database close.
 */
async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn('shutdown grace over: cutting the connections still open');
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/**
 * Builds the app and listens; on SIGINT/SIGTERM closes within the grace (closeWithin) and exits, and
 * exits anyway shortly after the grace if something still hangs; a second signal exits at once.
 */
export async function startServer(
  config: Config = loadConfig(),
  options: { handleSignals?: boolean } = {},
): Promise<RunningServer> {
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', 'localhost');
  app.log.info(`Admission portal listening on ${url} (links in emails use ${config.publicUrl})`);
  app.log.info(`ready in ${process.uptime().toFixed(1)} s`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= closeWithin(app, config.shutdownGraceMs);
    return closing;
  };
  if (options.handleSignals ?? true) {
    const onSignal = (signal: NodeJS.Signals) => {
      if (closing) {
        app.log.warn({ signal }, 'second signal: exiting now');
        process.exit(1);
      }
      app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
      setTimeout(() => {
        app.log.error('shutdown did not finish after the grace: exiting');
        process.exit(1);
      }, config.shutdownGraceMs + EXIT_MARGIN_MS).unref();
      close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: safeError(error) }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return { app, url, close };
}
