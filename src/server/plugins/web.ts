import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import { API_PREFIX } from '../../domain/api-paths.ts';
import { MODE_META_NAME } from '../../domain/mode-override.ts';
import { PROVIDER_META_NAME } from '../../domain/provider.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { safeError } from '../http/log-safety.ts';
import {
  loadRoutePreloads,
  preloadsFor,
  type RoutePreload,
  withPreloads,
} from '../web-build/route-preloads.ts';
import { sendNotFound } from './envelope.ts';
import { shared } from './shared.ts';

const HINT =
  'The web app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

/** The last path segment has an extension: a file request, which never falls back to the app. */
const looksLikeFile = (path: string) => /\.[A-Za-z0-9]+$/.test(path);
const isApi = (path: string) => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * Serves the built web app from WEB_DIST: hashed /assets/* cached for a year, index.html never
 * cached, and any other GET that is not a file answered with index.html (the app routes itself).
 * Files go out as the build's brotli or gzip copy when the browser accepts it (web-build/precompress.ts).
 */
export const webPlugin = shared('web', async (app) => {
  const root = resolve(app.config.webDist);
  const built = existsSync(join(root, 'index.html'));
  const { portalMode } = app.config;
  const modeMeta = portalMode ? `<meta name="${MODE_META_NAME}" content="${portalMode}">` : '';
  // The web app learns the provider's name as it learns a fixed mode: from the page (ADR 018).
  const providerMeta = `<meta name="${PROVIDER_META_NAME}" content="${escapeHtml(app.config.providerName)}">`;
  // Read again when the build changes (index.html's time), so a rebuild shows without a restart.
  const indexFile = join(root, 'index.html');
  let build: { at: number; html: string; preloads: RoutePreload[] } | undefined;
  const pageHtml = async (path: string, search: string) => {
    const at = (await stat(indexFile)).mtimeMs;
    if (build?.at !== at) {
      const html = (await readFile(indexFile, 'utf8')).replace('<head>', `<head>${modeMeta}${providerMeta}`);
      let preloads: RoutePreload[] = [];
      try {
        preloads = loadRoutePreloads(root);
      } catch (error) {
        // Hints only speed a page up: without them it loads as before.
        app.log.warn(
          { err: safeError(error) },
          'route preloads unavailable: the build manifest could not be read',
        );
      }
      build = { at, html, preloads };
    }
    return withPreloads(build.html, preloadsFor(build.preloads, path, search));
  };
  if (built) {
    await app.register(fastifyStatic, {
      root,
      index: false, // "/" is a page like any other (below), with the mode meta
      cacheControl: false,
      // file.js.br / file.js.gz, written by the build: compressed bytes at no CPU cost per request.
      preCompressed: true,
      // Source maps are built (the bench reads them) but never served: they would hand out the source.
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders: (response, path) => {
        const immutable = path.startsWith(join(root, 'assets'));
        response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // One address, several encodings: a shared cache must key on what the browser accepts.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn({ webDist: root }, 'web app not built: serving the API only');
  }

  const sendPage = async (reply: FastifyReply, path: string, search = '') => {
    if (!built) return reply.code(200).type('text/plain; charset=utf-8').send(HINT);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await pageHtml(path, search));
  };

  app.get('/', (_request, reply) => sendPage(reply, '/'));
  app.setNotFoundHandler(async (request, reply) => {
    // The static wildcard also sees /api/* GETs and hands misses here: those stay API 404s.
    const [path = '', search = ''] = request.url.split('?');
    // A browser navigating asks for HTML: /verification/ann@example.com is a page, not a file.
    const wantsHtml = /\btext\/html\b/.test(request.headers.accept ?? '');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi(path) &&
      (wantsHtml || !looksLikeFile(path));
    return isPage ? sendPage(reply, path, search) : sendNotFound(reply);
  });
});
