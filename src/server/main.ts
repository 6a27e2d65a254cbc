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

/** Builds the app and listens; on SIGINT/SIGTERM finishes in-flight requests, then closes mail and database. */
export async function startServer(
  config: Config = loadConfig(),
  options: { handleSignals?: boolean } = {},
): Promise<RunningServer> {
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', 'localhost');
  app.log.info(`Admission portal listening on ${url} (links in emails use ${config.publicUrl})`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= app.close().then(() => undefined);
    return closing;
  };
  if (options.handleSignals ?? true) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        app.log.info({ signal }, 'shutting down');
        close().then(
          () => process.exit(0),
          (error: unknown) => {
            app.log.error({ err: safeError(error) }, 'shutdown failed');
            process.exit(1);
          },
        );
      });
    }
  }
  return { app, url, close };
}
