import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.ts';
import { startServer } from '../main.ts';

/** `npm start`: builds the web app when its sources are newer than the build, then serves everything. */
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCES = ['src/web', 'src/domain', 'machines'].map((dir) => join(projectRoot, dir));

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestChange(join(path, name))),
    stat.mtimeMs,
  );
}

async function buildWebIfStale(webDist: string): Promise<void> {
  const index = join(webDist, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestChange))) return;
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  const { build } = await import('vite');
  try {
    await build({
      configFile: join(projectRoot, 'vite.config.ts'),
      build: { outDir: webDist },
      logLevel: 'warn',
    });
  } catch (error) {
    // The API is still useful (and testable with curl) while the web app cannot build.
    console.error('The web app could not be built; serving the API only.\n', error);
  }
}

try {
  const config = loadConfig();
  await buildWebIfStale(resolve(config.webDist));
  await startServer(config);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
