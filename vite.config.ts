import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Alias, type Plugin, runnerImport } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './src/server/web-build/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const SERIALIZE_STYLES = here('./src/web/app/serialize-styles.ts');

/** `.br` and `.gz` beside each built text file, served as they are (src/server/plugins/web.ts). */
const precompressed: Plugin = {
  name: 'portal-precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompress(options.dir);
  },
};

/**
 * Emotion's `serializeStyles` as src/web/app/serialize-styles.ts, which keeps what a style object
 * serialises to (issue 27 item 4: Chakra had Emotion write out and hash every element's CSS on every
 * render). The wrapper itself imports the real one.
 */
const serializeStylesCache: Plugin = {
  name: 'emotion-serialize-cache',
  // The build only: tests compare the wrapper with Emotion's own, and dev pre-bundles the packages.
  apply: 'build',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== '@emotion/serialize' || importer === SERIALIZE_STYLES) return null;
    return SERIALIZE_STYLES;
  },
};

/**
 * Chakra's global CSS (the reset, the global styles and every token's variable) written into
 * index.html's head, instead of made and injected by the phone on every load (src/web/app/global-css.ts,
 * issue 27). The system and the writer run here through Vite's module runner, with the app's aliases.
 */
function staticGlobalCss(alias: Alias[]): Plugin {
  return {
    name: 'static-global-css',
    async transformIndexHtml() {
      const load = <T>(path: string) =>
        runnerImport<T>(here(path), { configFile: false, logLevel: 'error', resolve: { alias } });
      const [{ module: theme }, { module: writer }] = await Promise.all([
        load<typeof import('./src/web/app/system.ts')>('./src/web/app/system.ts'),
        load<typeof import('./src/web/app/global-css.ts')>('./src/web/app/global-css.ts'),
      ]);
      const css = writer.globalCssText(theme.system);
      return [{ tag: 'style', attrs: { 'data-global-css': '' }, children: css, injectTo: 'head' }];
    },
  };
}

/**
 * What the build changes in Chakra's `createSystem`: it makes `_global` (the CSS above, ~40% of its
 * work) only when read, which the app never does (app/providers.tsx). Fails the build when Chakra's
 * code no longer reads as expected, rather than quietly making the CSS again.
 */
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const GLOBAL_FIELD = '    _global,\n';
const lazyGlobalCss: Plugin = {
  name: 'chakra-lazy-global-css',
  apply: 'build',
  transform(code, id) {
    if (!SYSTEM_MODULE.test(id)) return null;
    if (!code.includes(EAGER_GLOBAL) || !code.includes(GLOBAL_FIELD)) {
      throw new Error(`${id}: Chakra's createSystem changed; update vite.config.ts (chakra-lazy-global-css)`);
    }
    // Each line stays one line: the chunk's sourcemap still holds (map: null keeps it).
    const lazy = code
      .replace(EAGER_GLOBAL, '  let _global;\n')
      .replace(
        GLOBAL_FIELD,
        '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
      );
    return { code: lazy, map: null };
  },
};

/**
 * React Router publishes its development build (dev warnings on) under every export condition and its
 * production build beside it unexported: a build takes that one, dev and tests keep the warnings.
 */
const routerProduction = [
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: here('./node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

const appAliases: Alias[] = [
  { find: '@machines', replacement: here('./machines') },
  // Chakra's theme parts one module at a time (app/theme-parts.ts): its `/theme` barrel re-exports
  // every recipe, and in the entry it pulled each recipe a lazy screen uses into the entry chunk.
  {
    find: /^@chakra-theme\/(.*)$/,
    replacement: `${here('./node_modules/@chakra-ui/react/dist/esm/theme')}/$1.js`,
  },
  { find: '@', replacement: here('./src') },
];

/**
 * A worker keeps its modules from one test file to the next (`isolate: false`): each file loading its
 * packages and the app afresh was most of the run (alone, on 2 cores: screen tests 468 → 236 s, API
 * 367 → 228 s, unit and machines 81 → 38 s). tests/support/file-reset.ts puts back each file's fake
 * timers, stubbed globals and environment, and spies after it.
 */
const sharedWorker = {
  environment: 'node',
  isolate: false,
  setupFiles: ['tests/support/file-reset.ts'],
};

/** The screen tests' settings, shared by the web projects below. */
const webProject = {
  environment: 'jsdom',
  setupFiles: ['tests/support/file-reset.ts', 'tests/support/web-setup.ts'],
  // A screen test is CPU work (jsdom, React, Chakra's styles): at load 7.5 on 2 cores, tests that take
  // a few seconds on a quiet machine ran past 20 s and failed with nothing wrong. A time-out here only
  // tells a stuck test from a slow one.
  testTimeout: 120_000,
};
/**
 * Screen tests that need modules of their own: a `vi.mock` of an app module (a module a worker already
 * holds is not mocked again), and Emotion's sheets removed from the page (the shared cache still holds them).
 */
const WEB_ISOLATED = ['tests/web/paths/application-flow.test.tsx', 'tests/web/global-css.test.tsx'];

export default defineConfig(({ command }) => ({
  root: here('./src/web'),
  publicDir: here('./src/web/public'),
  plugins: [react(), precompressed, serializeStylesCache, staticGlobalCss(appAliases), lazyGlobalCss],
  resolve: {
    alias: [...appAliases, ...(command === 'build' ? routerProduction : [])],
  },
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config (every recipe, ~70 modules) with an
      // unannotated `defineConfig(...)` call, an identity function: unused, it can go (issue 12).
      treeshake: {
        manualPureFunctions: ['defineConfig'],
        // @emotion/react imports hoist-non-react-statics (and with it react-is) for `withTheme`, which
        // nothing here uses; both are CommonJS, so only this lets them go (~1 KB gzip on every route).
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/.test(id) ? false : undefined,
      },
      // What every route loads before its screen, in one chunk rather than ten small ones (better
      // compressed). Keep the default `includeDependenciesRecursively`: without it the chunks import
      // each other in a cycle and the system is built before its recipes (an unstyled app).
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    // The API's paths, not the modules of src/web/api/ (served at /api/*.ts, as the root is src/web).
    proxy: { '^/api/(?!.*\\.tsx?(?:\\?|$))': `http://localhost:${process.env.API_PORT ?? 8080}` },
  },
  test: {
    root: here('.'),
    globals: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Vitest's default, cores − 1, is one worker on our 2-core machines: every file in a row while
    // the API and e2e files mostly wait on PostgreSQL, Chromium and argon2. One more than the cores
    // keeps both busy (CI took 42 min with one worker).
    maxWorkers: availableParallelism() + 1,
    projects: [
      { extends: true, test: { ...sharedWorker, name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: { ...sharedWorker, name: 'machines', include: ['tests/machines/**/*.test.ts'] },
      },
      // Each API file starts its own server on its own database; only the loaded modules are shared.
      { extends: true, test: { ...sharedWorker, name: 'api', include: ['tests/api/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          ...webProject,
          name: 'web',
          include: ['tests/web/**/*.test.tsx'],
          exclude: WEB_ISOLATED,
          isolate: false,
        },
      },
      { extends: true, test: { ...webProject, name: 'web-isolated', include: WEB_ISOLATED } },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-global.ts'],
          testTimeout: 60_000,
          // A page waits on the server, the database and Chromium: on CI's shared cores the 1 s
          // default of expect.poll failed where a person would simply have waited a little longer.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
}));
