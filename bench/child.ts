import { type Engine, engines } from '../tests/support/engines.ts';
import { answerRaw, type RawRequest, type RawWork } from './raw-sql.ts';

/**
 * The frame of a bench target process (bench/target.ts, bench/list-target.ts): picks the engine
 * from BENCH_ENGINE, starts the servers, sends `ready` to the parent, and closes them when the
 * parent says `stop` or goes away. A failure is sent as `{ type: 'error' }`.
 */
export function runTarget<Ready extends { type: 'ready' }>(
  start: (engine: Engine) => Promise<{
    ready: Ready;
    close(): Promise<unknown>;
    /** The exact database work of each measured route, run without Fastify (bench/raw-sql.ts). */
    raw?: RawWork;
  }>,
): void {
  const engineName = process.env.BENCH_ENGINE ?? 'pglite';
  const engine = engines.find((candidate) => candidate.name === engineName);
  const started = engine
    ? start(engine)
    : Promise.reject(new Error(`engine ${engineName} unavailable (postgres needs TEST_DATABASE_URL)`));
  started.then(
    ({ ready, close, raw }) => {
      const stop = async () => {
        await close().catch(() => undefined);
        process.exit(0);
      };
      process.on('message', (message: { type?: string }) => {
        if (message.type === 'stop') void stop();
        if (message.type === 'raw') void answerRaw(raw ?? {}, message as RawRequest);
      });
      process.on('disconnect', () => void stop());
      process.send?.(ready);
    },
    (error: unknown) => {
      process.send?.({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      process.exitCode = 1;
      setTimeout(() => process.exit(1), 100);
    },
  );
}
