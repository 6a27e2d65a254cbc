import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react()],
  resolve: {
    alias: { '@machines': here('./machines'), '@': here('./src') },
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe, ~70 modules) with an
      // unannotated `defineConfig(...)` call, an identity function: unused, it can go (issue 12).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      // What every route loads before its screen, in one chunk rather than ten small ones (better
      // compressed). Keep the default `includeDependenciesRecursively`: without it the chunks import
      // each other in a cycle and the system is built before its recipes (an unstyled app).
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
  test: {
    root: here('.'),
    globals: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' },
      },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/support/web-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
        },
      },
    ],
  },
});
