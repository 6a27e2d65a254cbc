import { safeError } from '../http/log-safety.ts';
import { sweepOrphanFiles } from '../services/file-sweep.ts';
import { purgeExpired, vacuumAnalyze } from '../services/housekeeping.ts';
import { shared } from './shared.ts';

const EVERY_MS = 3_600_000;

/**
 * Purges ended sessions, codes and reset links, and stored files no application points at (older
 * than an hour), at start and hourly (harmless on several instances);
 * on PGlite, which has no autovacuum, also vacuums and analyzes.
 */
export const housekeepingPlugin = shared('housekeeping', async (app) => {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = purgeExpired(app.db, app.now())
      .then(async (count) => {
        if (count > 0) app.log.info({ count }, 'purged expired rows');
        const orphans = await sweepOrphanFiles(app.db, app.files, app.now());
        if (orphans > 0) app.log.info({ count: orphans }, 'removed stored files no application points at');
        if (app.dbEngine === 'pglite') await vacuumAnalyze(app.db);
      })
      .catch((error: unknown) => app.log.warn({ err: safeError(error) }, 'housekeeping failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MS).unref();
  });
  // preClose runs before any onClose hook, so a purge in flight finishes before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await running;
  });
});
