import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const CONFIG = here('../../vite.config.ts');
const ENTRY = here('../support/emotion-serialize-entry.ts');
const WRAPPER = here('../../src/web/app/serialize-styles.ts');
const outDir = mkdtempSync(join(tmpdir(), 'serialize-cache-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/**
 * The modules a production build with vite.config.ts puts behind one import of '@emotion/serialize':
 * the project's build settings and plugins, one small entry instead of the app, nothing written.
 */
async function modulesBehindTheImport(): Promise<string[]> {
  const result = await build({
    configFile: CONFIG,
    mode: 'production',
    logLevel: 'silent',
    build: {
      write: false,
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      manifest: false,
      rolldownOptions: { input: ENTRY },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap(({ output }) =>
    output.flatMap((chunk) => (chunk.type === 'chunk' ? chunk.moduleIds : [])),
  );
}

/**
 * vite.config.ts's `emotion-serialize-cache` (issue 27 item 4): in the build, Emotion's and Chakra's
 * `@emotion/serialize` is src/web/app/serialize-styles.ts, which keeps each style object's CSS and
 * itself calls Emotion's. Nothing on screen shows whether it applied (the CSS is the same either way;
 * tests/unit/serialize-styles.test.ts): only the time does, so the module graph is checked here.
 */
describe('the build puts the kept serializeStyles in place of Emotion’s', () => {
  it('bundles the wrapper behind the import, and Emotion’s own behind the wrapper', async () => {
    const modules = await modulesBehindTheImport();
    expect(modules).toContain(WRAPPER);
    expect(modules.some((id) => /[\\/]@emotion[\\/]serialize[\\/]/.test(id))).toBe(true);
  });
});
