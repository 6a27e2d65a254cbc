import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What browsers fetch as text; images, fonts and PDFs are compressed already or not served. */
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest']);
/** Below this a compressed copy saves less than its headers cost (and @fastify/compress's threshold). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) beside every text file of the built web app,
 * once at build time, so the server sends compressed bytes without spending CPU per request
 * (@fastify/static `preCompressed`, plugins/web.ts). The app's JavaScript went out uncompressed
 * before: 476 KB for the entry instead of ~125 KB (issue 12). index.html is left out: the server
 * rewrites it per request. A copy that would not be smaller is not written.
 */
export async function precompress(dir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const work: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    if (!TEXT.has(extname(path))) continue;
    if ((await stat(path)).size < PRECOMPRESS_MIN_BYTES) continue;
    work.push(
      (async () => {
        const bytes = await readFile(path);
        const [br, gz] = await Promise.all([
          brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
          gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        report.files += 1;
        report.bytes += bytes.length;
        if (br.length < bytes.length) {
          await writeFile(`${path}.br`, br);
          report.brotliBytes += br.length;
        }
        if (gz.length < bytes.length) {
          await writeFile(`${path}.gz`, gz);
          report.gzipBytes += gz.length;
        }
      })(),
    );
  }
  await Promise.all(work);
  return report;
}
