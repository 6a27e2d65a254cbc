import type { Config } from '../config.ts';
import { loadSecret } from '../services/secret.ts';
import type { SessionPolicy } from '../services/sessions.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Key for code hashes (services/secret.ts). */
    secret: Buffer;
    sessionPolicy: SessionPolicy;
    /** The server clock as a Date; config.now lets tests move it. */
    now(): Date;
  }
}

/** Configuration, clock and secret, reached by every route as decorators. */
export const contextPlugin = shared<{ config: Config }>('context', async (app, { config }) => {
  app.decorate('config', config);
  app.decorate('now', () => new Date(config.now()));
  app.decorate('secret', loadSecret(config));
  app.decorate('sessionPolicy', {
    idleMs: config.sessionIdleMinutes * 60_000,
    absoluteMs: config.sessionAbsoluteHours * 3_600_000,
  });
});
