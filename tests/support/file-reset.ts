import { afterAll, vi } from 'vitest';

/**
 * A worker keeps its modules and globals from one test file to the next (vite.config.ts
 * `isolate: false`): a file's fake timers, stubbed globals and environment, and spies end with it.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
