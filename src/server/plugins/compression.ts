import fastifyCompress from '@fastify/compress';
import { PRECOMPRESS_MIN_BYTES } from '../web-build/precompress.ts';
import { shared } from './shared.ts';

/**
 * Compresses answers the client accepts compressed (brotli, else gzip) from 1 KB up: API JSON such
 * as a step's form (the personal step's, 73 KB of catalogue and lists, goes out as 11.6 KB) and the
 * CSV export. The web app's files are compressed once at build time instead (plugins/web.ts), and
 * this hook leaves an answer that already has a Content-Encoding alone. Request bodies are never
 * decompressed: the API takes plain JSON and uploads, and a compressed body would only let a small
 * request grow large.
 * Answers carrying a secret (the sign-in token) are well under the threshold, so they are not
 * compressed alongside text a caller chose (BREACH).
 */
export const compressionPlugin = shared('compression', async (app) => {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: PRECOMPRESS_MIN_BYTES,
  });
});
