import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from 'vite';
import type { StepKey } from '../../domain/applications/steps.ts';
import { staffStepOf } from '../../domain/backoffice/routes.ts';
import { buildSources, routeChunks, type SourcesOf } from './route-chunks.ts';
import { type WebRoute, webRoutes } from './route-modules.ts';

/** A route's chunks beyond the entry's own (index.html loads those), as built files (`assets/…`). */
export interface RoutePreload {
  path: string;
  files: string[];
  /** Per `?step=` (WebRoute.steps): the route's files and then the step's, in place of `files`. */
  steps?: Partial<Record<StepKey, string[]>>;
}

const ANY = '/*';
/** A built chunk's name, as the build writes it: nothing else goes into the page. */
const CHUNK_FILE = /^assets\/[\w.-]+\.js$/;

export function routePreloads(
  manifest: Manifest,
  routes: readonly WebRoute[],
  sourcesOf: SourcesOf,
): RoutePreload[] {
  const [entryOnly] = routeChunks(manifest, [{ path: '', lazy: [] }], sourcesOf);
  const inEntry = new Set(entryOnly?.js.map((chunk) => chunk.file));
  const filesOf = (route: WebRoute) =>
    (routeChunks(manifest, [route], sourcesOf)[0]?.js ?? [])
      .map((chunk) => chunk.file)
      .filter((file) => !inEntry.has(file) && CHUNK_FILE.test(file));
  return routes.map((route) => {
    const preload: RoutePreload = { path: route.path, files: filesOf(route) };
    if (!route.steps) return preload;
    const steps = Object.entries(route.steps).map(([step, lazy]) => [
      step,
      filesOf({ path: route.path, lazy: [...route.lazy, ...(lazy ?? [])] }),
    ]);
    return { ...preload, steps: Object.fromEntries(steps) };
  });
}

/** React Router's matching of these patterns: a `:name` segment is any one segment, case ignored. */
export function matchesRoute(pattern: string, path: string): boolean {
  if (pattern === ANY) return true;
  const wanted = pattern.split('/').filter(Boolean);
  const given = path.split('/').filter(Boolean);
  return (
    wanted.length === given.length &&
    wanted.every(
      (segment, index) => segment.startsWith(':') || segment.toLowerCase() === given[index]?.toLowerCase(),
    )
  );
}

/**
 * The chunks to hint for a page address: its route's, or the catch-all's when no route has it; for a
 * route that draws a step by its `?step=` (the staff container), that step's as well.
 */
export function preloadsFor(preloads: readonly RoutePreload[], path: string, search = ''): string[] {
  const route =
    preloads.find((candidate) => candidate.path !== ANY && matchesRoute(candidate.path, path)) ??
    preloads.find((candidate) => candidate.path === ANY);
  const step = route?.steps?.[staffStepOf(new URLSearchParams(search).get('step'))];
  return step ?? route?.files ?? [];
}

/**
 * `<link rel="modulepreload">` for each file before `</head>`: the browser fetches the route's
 * chunks while it fetches the entry, instead of after the entry has run and React Router has asked
 * for the route's lazy modules (one round trip and the entry's start-up later). `crossorigin` as on
 * Vite's module script, so the preloaded module is the one used.
 */
export function withPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
  return html.includes('</head>') ? html.replace('</head>', `${links}</head>`) : html;
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Every route's preloads from a build in `dist` (its manifest and source maps); none without a manifest. */
export function loadRoutePreloads(dist: string): RoutePreload[] {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return routePreloads(manifest, webRoutes(), buildSources(dist, manifest, repoRoot));
}
