import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LoadFailureReporter } from './load-failure-reporter.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The Vitest config of `npm run mutation` (Stryker's vitest runner does not narrow the multi-project
 * vite.config.ts): node environment, the aliases of vite.config.ts, and only the test files the driver
 * names in MUTATION_TESTS (comma-separated globs) for the pass it is running. The extra reporter makes a
 * test file that fails to load count as a failed test (load-failure-reporter.ts).
 */
export default defineConfig({
  resolve: { alias: { '@machines': here('../../../machines'), '@': here('../../../src') } },
  test: {
    root: here('../../..'),
    globals: true,
    environment: 'node',
    testTimeout: 20_000,
    // The API tests of the server passes start a server and its database in beforeAll: past 60 s
    // at load average 36 (a dry run failed so), so the wait is for the start, not a quiet machine's time.
    hookTimeout: 180_000,
    reporters: ['default', new LoadFailureReporter()],
    include: (process.env.MUTATION_TESTS ?? 'tests/machines/**/*.test.ts,tests/unit/**/*.test.ts').split(','),
  },
});
