import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from 'vite';
import {
  type RoutePlan as BasePlan,
  buildSources,
  manifestSources,
  routeChunks,
  type SourcesOf,
} from '../src/server/web-build/route-chunks.ts';
import type { WebRoute } from '../src/server/web-build/route-modules.ts';
import { kb, sizeOf } from './first-load.ts';
import { formatTable } from './table.ts';

/**
 * First-load JavaScript of every route of the web app, from Vite's build manifest: the entry chunk and
 * its static imports (recursively), plus the chunks holding the route's lazy modules and their static
 * imports, each chunk counted once. Budgets (gzip, KB of 1,024 bytes): 170 for / (web.dev's critical-path
 * budget, issue 27), 200 for the others.
 */

export const ROOT_BUDGET_KB = 170;
export const ROUTE_BUDGET_KB = 200;
export const budgetFor = (path: string): number => (path === '/' ? ROOT_BUDGET_KB : ROUTE_BUDGET_KB);

export type RoutePlan = BasePlan & { budgetKb: number };

export function planRoutes(
  manifest: Manifest,
  routes: readonly WebRoute[],
  sourcesOf: SourcesOf = (key) => manifestSources(manifest, key),
): RoutePlan[] {
  return routeChunks(manifest, routes, sourcesOf).map((plan) => ({
    ...plan,
    budgetKb: budgetFor(plan.path),
  }));
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
