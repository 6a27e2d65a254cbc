import { safeError } from '../http/log-safety.ts';
import { releaseClaims, sendDueMail } from '../services/mail-outbox.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends due outbox mail now (after a commit that wrote some), instead of at the next tick. */
    kickMailOutbox(): void;
  }
}

const EVERY_MS = 5_000;

/**
 * The mail outbox worker: a pass at start, every 5 s, and whenever a request wrote mail. One pass
 * at a time per process; a kick during a pass runs another right after it.
 */
export const mailOutboxPlugin = shared('mail-outbox', async (app) => {
  let running: Promise<void> | null = null;
  let again = false;
  let closing = false;
  const pass = async (): Promise<void> => {
    do {
      again = false;
      try {
        // A full batch means more may be waiting: go on until a pass sends less than it could.
        while ((await sendDueMail(app.db, app.mailer, app.now(), app.log)) >= 20 && !closing) {}
      } catch (error) {
        app.log.warn({ err: safeError(error) }, 'mail outbox pass failed');
      }
    } while (again && !closing);
  };
  const kick = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
    });
  };
  app.decorate('kickMailOutbox', kick);
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    // On PGlite this process alone has the folder: a claim is what a killed process left.
    if (app.dbEngine === 'pglite') {
      const freed = await releaseClaims(app.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'outbox claims not released');
        return 0;
      });
      if (freed > 0) app.log.info({ count: freed }, 'outbox mail a stopped process held: sending again');
    }
    kick();
    timer = setInterval(kick, EVERY_MS).unref();
  });
  // A pass in flight may finish within the shutdown grace; a send still hanging then (a mail server
  // gone quiet) is left: its mail stays claimed and goes out on a retry, by this or another process.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    let graceOver: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      graceOver = setTimeout(resolve, app.config.shutdownGraceMs);
    });
    await Promise.race([running, grace]);
    clearTimeout(graceOver);
  });
});
