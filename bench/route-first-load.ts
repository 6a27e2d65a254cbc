import { existsSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import type { Manifest } from 'vite';
import { kb, sizeOf } from './first-load.ts';
import type { WebRoute } from './routes.ts';
import { formatTable } from './table.ts';

/**
 * First-load JavaScript of every route of the web app, from Vite's build manifest: the entry chunk and
 * its static imports (recursively), plus the chunks holding the route's lazy modules and their static
 * imports, each chunk counted once. Budgets (gzip, KB of 1,024 bytes): 150 for /, 200 for the others.
 */

export const ROOT_BUDGET_KB = 150;
export const ROUTE_BUDGET_KB = 200;
export const budgetFor = (path: string): number => (path === '/' ? ROOT_BUDGET_KB : ROUTE_BUDGET_KB);

/** Vite's root (manifest keys and `src` are relative to it), relative to the repository. */
export const WEB_ROOT = 'src/web';

/**
 * The repository-relative source files a chunk is built from, as far as the manifest tells: its key and
 * `src` (Vite root relative). Shared chunks (`_name-hash.js`) name no source; their sourcemaps do.
 */
export function manifestSources(manifest: Manifest, key: string): string[] {
  const chunk = manifest[key];
  if (!chunk) return [];
  const paths = new Set<string>();
  if (!key.startsWith('_')) paths.add(posix.join(WEB_ROOT, key));
  if (chunk.src) paths.add(posix.join(WEB_ROOT, chunk.src));
  return [...paths];
}

export type SourcesOf = (key: string) => readonly string[];

export interface PlannedChunk {
  key: string;
  file: string;
}
export interface RoutePlan {
  path: string;
  note?: string;
  budgetKb: number;
  /** Entry first, then what the route's lazy modules add; each chunk once. */
  js: PlannedChunk[];
  css: string[];
  /** Lazy modules of the route found in no chunk: the table or the build is wrong. */
  missing: string[];
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find(
    (key) => manifest[key]?.isEntry && manifest[key]?.file.endsWith('.js'),
  );
  if (!entry) throw new Error('first-load: the manifest has no JavaScript entry chunk');
  return entry;
}

/** Source file → the key of the chunk that holds it. */
export function chunkOfSource(manifest: Manifest, sourcesOf: SourcesOf): Map<string, string> {
  const index = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    for (const source of sourcesOf(key)) if (!index.has(source)) index.set(source, key);
  }
  return index;
}

export function planRoutes(
  manifest: Manifest,
  routes: readonly WebRoute[],
  sourcesOf: SourcesOf = (key) => manifestSources(manifest, key),
): RoutePlan[] {
  const entry = entryKey(manifest);
  const holder = chunkOfSource(manifest, sourcesOf);
  return routes.map((route) => {
    const seen = new Set<string>();
    const js: PlannedChunk[] = [];
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      js.push({ key, file: chunk.file });
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(entry);
    const missing: string[] = [];
    for (const source of route.lazy) {
      const key = holder.get(source);
      if (key === undefined) missing.push(source);
      else visit(key);
    }
    return {
      path: route.path,
      ...(route.note ? { note: route.note } : {}),
      budgetKb: budgetFor(route.path),
      js,
      css: [...css],
      missing,
    };
  });
}

export interface Size {
  bytes: number;
  gzip: number;
  /** What the server sends a browser (the build's brotli copy): for reference, the budgets count gzip. */
  sent: number;
}
export interface RouteFirstLoad {
  path: string;
  note?: string;
  chunks: number;
  js: Size;
  css: Size;
  budgetKb: number;
  holds: boolean;
  missing: string[];
}

/** Sizes a plan: each file gzipped on its own (as served), summed; a route holds when JS gzip ≤ budget. */
export function assessRoutes(plans: readonly RoutePlan[], size: (file: string) => Size): RouteFirstLoad[] {
  const total = (files: readonly string[]) =>
    files
      .map(size)
      .reduce(
        (sum, s) => ({ bytes: sum.bytes + s.bytes, gzip: sum.gzip + s.gzip, sent: sum.sent + s.sent }),
        {
          bytes: 0,
          gzip: 0,
          sent: 0,
        },
      );
  return plans.map((plan) => {
    const js = total(plan.js.map((chunk) => chunk.file));
    return {
      path: plan.path,
      ...(plan.note ? { note: plan.note } : {}),
      chunks: plan.js.length,
      js,
      css: total(plan.css),
      budgetKb: plan.budgetKb,
      holds: js.gzip <= plan.budgetKb * 1024,
      missing: plan.missing,
    };
  });
}

/** The failures, one line each: over budget, or a lazy module the build does not have. */
export function firstLoadFailures(routes: readonly RouteFirstLoad[]): string[] {
  return routes.flatMap((route) => [
    ...(route.holds
      ? []
      : [
          `FIRST LOAD OVER BUDGET: ${route.path} ${(route.js.gzip / 1024).toFixed(1)} KB > ${route.budgetKb} KB`,
        ]),
    ...route.missing.map(
      (source) => `FIRST LOAD NOT MEASURED: ${route.path} lazy module ${source} is in no chunk of the build`,
    ),
  ]);
}

export interface ServerCodeHit {
  chunk: string;
  source: string;
}

/** Chunks built from server-only code (a source under src/server/): none may reach the browser. */
export function serverCodeInBundle(manifest: Manifest, sourcesOf: SourcesOf): ServerCodeHit[] {
  return Object.keys(manifest).flatMap((key) =>
    sourcesOf(key)
      .filter((source) => source.startsWith('src/server/'))
      .map((source) => ({ chunk: manifest[key]?.file ?? key, source })),
  );
}

export function serverCodeFailures(hits: readonly ServerCodeHit[]): string[] {
  return hits.map((hit) => `SERVER CODE IN WEB BUNDLE: ${hit.source} (in ${hit.chunk})`);
}

/**
 * Sources of a chunk from the manifest and, when the build wrote one, the chunk's sourcemap (every
 * module bundled into it, shared chunks included), repository-relative.
 */
export function buildSources(dist: string, manifest: Manifest, repoRoot: string): SourcesOf {
  const distFromRoot = relative(repoRoot, dist).split(sep).join('/');
  const cache = new Map<string, string[]>();
  return (key) => {
    const cached = cache.get(key);
    if (cached) return cached;
    const sources = new Set(manifestSources(manifest, key));
    const file = manifest[key]?.file;
    const map = file ? join(dist, `${file}.map`) : undefined;
    if (file && map && existsSync(map)) {
      const { sources: mapped = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8')) as {
        sources?: string[];
        sourceRoot?: string;
      };
      for (const source of mapped) {
        sources.add(posix.normalize(posix.join(distFromRoot, posix.dirname(file), sourceRoot, source)));
      }
    }
    const list = [...sources];
    cache.set(key, list);
    return list;
  };
}

export interface RoutesReport {
  routes: RouteFirstLoad[];
  serverCode: ServerCodeHit[];
  /** Lazy chunks no route loads first (fetched later, e.g. the toaster). */
  notOnAnyRoute: string[];
  failures: string[];
}

export function measureRoutes(dist: string, routes: readonly WebRoute[], repoRoot: string): RoutesReport {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`first-load: ${manifestPath} is missing (build.manifest: true)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const sourcesOf = buildSources(dist, manifest, repoRoot);
  const plans = planRoutes(manifest, routes, sourcesOf);
  const sizes = new Map<string, Size>();
  const assessed = assessRoutes(plans, (file) => {
    const known = sizes.get(file);
    if (known) return known;
    const measured = sizeOf(dist, file);
    sizes.set(file, measured);
    return measured;
  });
  const loaded = new Set(plans.flatMap((plan) => plan.js.map((chunk) => chunk.key)));
  const serverCode = serverCodeInBundle(manifest, sourcesOf);
  return {
    routes: assessed,
    serverCode,
    notOnAnyRoute: Object.keys(manifest).filter((key) => manifest[key]?.isDynamicEntry && !loaded.has(key)),
    failures: [...firstLoadFailures(assessed), ...serverCodeFailures(serverCode)],
  };
}

export function formatRoutes(report: RoutesReport): string {
  const rows = report.routes.map((route) => [
    route.path,
    route.note ?? '',
    String(route.chunks),
    kb(route.js.bytes),
    kb(route.js.gzip),
    kb(route.js.sent),
    kb(route.css.gzip),
    `${route.budgetKb} KB`,
    route.missing.length > 0 ? 'NOT MEASURED' : route.holds ? 'yes' : 'NO',
  ]);
  const header = [
    'route',
    'note',
    'chunks',
    'JS raw',
    'JS gzip',
    'JS sent (br)',
    'CSS gzip',
    'budget',
    'holds',
  ];
  const lines = [formatTable(header, rows, 2)];
  lines.push(
    '',
    report.serverCode.length === 0
      ? 'server-only code in the web bundle: none (no chunk built from src/server/)'
      : `server-only code in the web bundle: ${report.serverCode.length} module(s) from src/server/`,
  );
  if (report.notOnAnyRoute.length > 0)
    lines.push(`lazy chunks on no route's first load (fetched later): ${report.notOnAnyRoute.join(', ')}`);
  const over = report.routes.filter((route) => !route.holds).length;
  if (over > 0) lines.push(`${over} route(s) over budget: listed at the end of the run`);
  return lines.join('\n');
}
