import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** vitest globalSetup of the 'e2e' project: end-to-end tests run against the built app in dist/web. */

const root = fileURLToPath(new URL('../../', import.meta.url));
export const WEB_DIST = join(root, 'dist/web');
/** What the built app is made from: a change to any of these makes dist/web stale. */
const SOURCES = ['src/web', 'src/domain', 'machines', 'vite.config.ts', 'package-lock.json'];
/** Written last by a successful build, so an interrupted build never counts as fresh. */
const BUILD_MARK = join(WEB_DIST, 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isWebBuildFresh(): boolean {
  if (!existsSync(BUILD_MARK) || !existsSync(join(WEB_DIST, '.vite/manifest.json'))) return false;
  const built = statSync(BUILD_MARK).mtimeMs;
  return SOURCES.every((source) => newestMtime(join(root, source)) <= built);
}

/**
 * A production build with vite.config.ts. Vitest sets NODE_ENV=test, and Vite would then build
 * React's development bundle, so NODE_ENV is production for the duration of the build.
 */
export async function buildWebApp(): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export default async function setup(): Promise<void> {
  if (process.env.E2E_REBUILD !== '1' && isWebBuildFresh()) {
    console.log('[e2e] dist/web is newer than its sources: reusing it');
    return;
  }
  const started = performance.now();
  console.log('[e2e] building the web app into dist/web …');
  await buildWebApp();
  console.log(`[e2e] built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
